import type { BagItemState } from '@skinbox/api';
import { Button, Empty, Price, Tabs } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Notice } from '../../shared/frame/Notice';
import { Page } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { GoodsFilters } from '../../shared/goods/GoodsFilters';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsItemTile } from '../../shared/goods/GoodsItemTile';
import { goodsMessages } from '../../shared/goods/messages';
import { ExtractionLock } from './extraction-lock/ExtractionLock';
import { bagMessages } from './messages';
import type { BagScreen } from './useBagScreen';

const STATE_LABEL = {
  bag: bagMessages.stateBag,
  extracting: bagMessages.stateExtracting,
  extracted: bagMessages.stateExtracted,
} as const;

/**
 * The bag as the player sees it, from its state alone (useBagScreen): states as the kit's Tabs,
 * the goods filters, multi-select of kit ItemTiles, and sell, extract and cancel extraction, each
 * waiting until something is chosen. An empty bag leads to the cases; a filter that leaves nothing
 * says so. Numbered pages on /p, an endless list on /m.
 */
export const BagView = observer(function BagView(screen: BagScreen) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { layout, bag, outcome, busy } = screen;
  const nothingChosen = screen.count === 0;
  // An empty bag needs no filters or actions: only the way to the cases.
  const emptyBag = bag.loaded && bag.items.length === 0 && !screen.filtered;
  const listing = bag.view({
    rowKey: (item) => item.id,
    rowsCss: goodsGridCss(layout),
    row: (item) => (
      <GoodsItemTile
        goods={item.goods}
        note={intl.formatMessage(STATE_LABEL[item.state])}
        selected={screen.chosen.has(item.id)}
        onToggle={() => screen.toggle(item)}
      />
    ),
    empty: screen.filtered ? (
      <Empty image="search" description={intl.formatMessage(bagMessages.noMatch)} />
    ) : (
      <Empty description={intl.formatMessage(bagMessages.empty)}>
        <Button variant="primary" onClick={() => void navigate(screen.homeHref)}>
          {intl.formatMessage(bagMessages.openCases)}
        </Button>
      </Empty>
    ),
  });
  return (
    <Page
      layout={layout}
      title={intl.formatMessage(bagMessages.heading)}
      actions={
        bag.data && (
          <span>
            {intl.formatMessage(bagMessages.bagValue)} <Price value={bag.data.bagValue} />
          </span>
        )
      }
    >
      {!screen.signedIn ? (
        <SignInPrompt />
      ) : (
        <Tabs
          value={screen.state || 'all'}
          onChange={(key) => screen.setState(key === 'all' ? '' : (key as BagItemState))}
          items={(['all', 'bag', 'extracting', 'extracted'] as const).map((key) => ({
            key,
            title: intl.formatMessage(key === 'all' ? goodsMessages.all : STATE_LABEL[key]),
            content: (
              <div css={{ display: 'flex', flexDirection: 'column', gap: 12, paddingTop: 12 }}>
                <ExtractionLock />
                {!emptyBag && (
                  <>
                    <GoodsFilters
                      filters={screen.filters}
                      label={intl.formatMessage(bagMessages.filters)}
                      layout={layout}
                      columns={2}
                    />
                    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                      <Button size="small" onClick={screen.choosePage}>
                        {intl.formatMessage(bagMessages.selectPage)}
                      </Button>
                      <Button size="small" onClick={screen.clearChoice}>
                        {intl.formatMessage(bagMessages.clear)}
                      </Button>
                      <span aria-live="polite">
                        {intl.formatMessage(bagMessages.chosen, {
                          count: screen.count,
                          total: screen.total,
                        })}
                      </span>
                    </div>
                    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                      <Button
                        variant="primary"
                        disabled={busy || nothingChosen}
                        onClick={() => void screen.sell()}
                      >
                        {intl.formatMessage(bagMessages.sell)}
                      </Button>
                      <Button
                        disabled={busy || nothingChosen}
                        onClick={() => void screen.extract()}
                      >
                        {intl.formatMessage(bagMessages.extract)}
                      </Button>
                      <Button
                        disabled={busy || nothingChosen}
                        onClick={() => void screen.cancelExtraction()}
                      >
                        {intl.formatMessage(bagMessages.cancel)}
                      </Button>
                    </div>
                    {outcome && (
                      <Notice tone={outcome.tone}>
                        {outcome.text}
                        {outcome.tone === 'error' && outcome.bindTradeLink && (
                          <>
                            {' '}
                            <Link
                              to={screen.personalHref}
                              css={{ color: 'inherit', textDecoration: 'underline' }}
                            >
                              {intl.formatMessage(bagMessages.bindTradeLink)}
                            </Link>
                          </>
                        )}
                      </Notice>
                    )}
                  </>
                )}
                {listing}
              </div>
            ),
          }))}
        />
      )}
    </Page>
  );
});
