import { BAG_SORTS, type BagItemState } from '@skinbox/api';
import { Button, Empty, ItemTileSkeleton, Price, Tabs } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Notice } from '../../shared/frame/Notice';
import { Page } from '../../shared/frame/Page';
import { skeletonRows } from '../../shared/frame/Paged';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { GoodsFilters } from '../../shared/goods/GoodsFilters';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsItemTile } from '../../shared/goods/GoodsItemTile';
import { GoodsSearchFields } from '../../shared/goods/GoodsSearchFields';
import { goodsMessages } from '../../shared/goods/messages';
import { ActionBar } from '../../shared/offer/ActionBar';
import { ExtractionLockView } from './extraction-lock/ExtractionLockView';
import { bagMessages } from './messages';
import type { BagScreen } from './useBagScreen';

const STATE_LABEL = {
  bag: bagMessages.stateBag,
  extracting: bagMessages.stateExtracting,
  extracted: bagMessages.stateExtracted,
} as const;

/**
 * The bag as the player sees it, from its state alone (useBagScreen): states as the kit's Tabs,
 * one row with the name search, the order, the filter button (the filters in a sheet) and the
 * choice buttons, so the items start near the top; multi-select of kit ItemTiles (skeleton tiles
 * until the first page); and a bar kept at the bottom with sell, extract and cancel extraction,
 * each waiting until something is chosen, and sell all. An empty bag leads to the cases; a search
 * or filter that leaves nothing says so. Numbered pages on /p, an endless list on /m.
 *
 * The extraction panel (why items cannot leave yet) sits above the row. Until the lock's first
 * answer says whether it shows, and so how much room it takes, skeleton tiles stand for the
 * whole tab and the panel, the row and the items replace them together: a panel arriving over a
 * drawn row and list would push them down under the player's finger.
 */
export const BagView = observer(function BagView(screen: BagScreen) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { layout, bag, lock, outcome, busy } = screen;
  const nothingChosen = screen.count === 0;
  // An empty bag needs no filters or actions: only the way to the cases.
  const emptyBag = bag.loaded && bag.items.length === 0 && !screen.filtered;
  const rowsCss = goodsGridCss(layout);
  const skeleton = <ItemTileSkeleton fill lines={{ wear: true, price: true, note: true }} />;
  const listing = bag.view({
    rowKey: (item) => item.id,
    rowsCss,
    row: (item) => (
      <GoodsItemTile
        goods={item.goods}
        note={intl.formatMessage(STATE_LABEL[item.state])}
        selected={screen.chosen.has(item.id)}
        onToggle={() => screen.toggle(item)}
      />
    ),
    skeleton,
    empty: screen.filtered ? (
      <Empty image="search" description={intl.formatMessage(goodsMessages.noMatch)} />
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
            content: lock.settled ? (
              <div
                key="settled"
                css={{ display: 'flex', flexDirection: 'column', gap: 12, paddingTop: 12 }}
              >
                {lock.standing && lock.view && (
                  <ExtractionLockView
                    standing={lock.standing}
                    view={lock.view}
                    rechargeHref={lock.rechargeHref}
                  />
                )}
                {!emptyBag && (
                  <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                    <GoodsSearchFields search={screen.search} sorts={BAG_SORTS} layout={layout} />
                    <GoodsFilters
                      filters={screen.filters}
                      label={intl.formatMessage(bagMessages.filters)}
                      layout={layout}
                    />
                    <Button size="small" onClick={screen.choosePage}>
                      {intl.formatMessage(bagMessages.selectPage)}
                    </Button>
                    <Button size="small" disabled={nothingChosen} onClick={screen.clearChoice}>
                      {intl.formatMessage(bagMessages.clear)}
                    </Button>
                  </div>
                )}
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
                {listing}
                {!emptyBag && (
                  <ActionBar
                    layout={layout}
                    summary={
                      <span aria-live="polite">
                        {intl.formatMessage(bagMessages.chosen, {
                          count: screen.count,
                          total: screen.total,
                        })}
                      </span>
                    }
                  >
                    <Button
                      size="small"
                      // Secondary until something is chosen: nothing to sell yet.
                      variant={nothingChosen ? 'default' : 'primary'}
                      disabled={busy || nothingChosen}
                      onClick={() => void screen.sell()}
                    >
                      {intl.formatMessage(bagMessages.sellChosen, { count: screen.count })}
                    </Button>
                    <Button
                      size="small"
                      disabled={busy || nothingChosen}
                      onClick={() => void screen.extract()}
                    >
                      {intl.formatMessage(bagMessages.extract)}
                    </Button>
                    <Button
                      size="small"
                      disabled={busy || nothingChosen}
                      onClick={() => void screen.cancelExtraction()}
                    >
                      {intl.formatMessage(bagMessages.cancel)}
                    </Button>
                    <Button
                      size="small"
                      disabled={busy || !screen.bagValue || Number(screen.bagValue) === 0}
                      onClick={() => void screen.sellAll()}
                    >
                      {intl.formatMessage(bagMessages.sellAll, {
                        total: screen.bagValue ?? '0.00',
                      })}
                    </Button>
                  </ActionBar>
                )}
              </div>
            ) : (
              <div key="waiting" css={{ paddingTop: 12 }}>
                {skeletonRows({ rowsCss, skeleton })}
              </div>
            ),
          }))}
        />
      )}
    </Page>
  );
});
