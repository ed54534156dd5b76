import { Button } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsTile } from '../../shared/goods/GoodsTile';
import { ChoiceBar } from '../../shared/offer/ChoiceBar';
import { refiningMessages } from './messages';
import type { RefiningScreen } from './useRefiningScreen';

/**
 * Refining as the player sees it (useRefiningScreen): the rate and ammo balance with the ways to
 * spend and audit it, the items with the ammo each gives, the choice and the refine button.
 */
export const RefiningView = observer(function RefiningView(screen: RefiningScreen) {
  const intl = useIntl();
  const { layout, materials, terms } = screen;
  const title = intl.formatMessage(refiningMessages.heading);
  if (!screen.signedIn) {
    return (
      <Page layout={layout} title={title}>
        <SignInPrompt />
      </Page>
    );
  }
  return (
    <Page
      layout={layout}
      title={title}
      actions={
        terms.data && (
          <strong>
            {intl.formatMessage(refiningMessages.balance, { ammo: terms.data.ammon })}
          </strong>
        )
      }
    >
      {terms.data && (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
          {intl.formatMessage(refiningMessages.rules, {
            rate: (terms.data.rateBasisPoints / 10_000).toFixed(2),
          })}
        </p>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Link to={screen.ammoBoxHref} css={(theme) => ({ color: theme.color.primary })}>
          {intl.formatMessage(refiningMessages.ammoBoxes)}
        </Link>
        <Link to={screen.recordHref} css={(theme) => ({ color: theme.color.primary })}>
          {intl.formatMessage(refiningMessages.ammoLedger)}
        </Link>
      </div>
      <Section title={intl.formatMessage(refiningMessages.chooseTitle)}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <Button size="small" onClick={screen.choosePage}>
            {intl.formatMessage(refiningMessages.selectPage)}
          </Button>
          <ChoiceBar
            text={intl.formatMessage(refiningMessages.chosen, {
              count: materials.count,
              total: materials.total,
              ammo: screen.ammo,
            })}
            clearLabel={intl.formatMessage(refiningMessages.clear)}
            onClear={materials.clear}
          />
        </div>
        <div>
          <Button variant="primary" loading={screen.busy} onClick={() => void screen.refine()}>
            {intl.formatMessage(refiningMessages.refine)}
          </Button>
        </div>
        {screen.outcome && <Notice tone={screen.outcome.tone}>{screen.outcome.text}</Notice>}
        {materials.listing.view({
          rowKey: (entry) => entry.id,
          rowsCss: goodsGridCss(layout),
          empty: <p>{intl.formatMessage(refiningMessages.emptyBag)}</p>,
          row: (entry) => (
            <GoodsTile
              goods={entry.goods}
              note={intl.formatMessage(refiningMessages.yield, { ammo: screen.ammoOf(entry) })}
              selected={materials.chosen.has(entry.id)}
              onToggle={() => materials.toggle(entry)}
            />
          ),
        })}
      </Section>
    </Page>
  );
});
