import type { TimedBoxDraw } from '@skinbox/api';
import { Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { GoodsOddsGrid } from '../../shared/goods/GoodsOddsGrid';
import { GoodsTile } from '../../shared/goods/GoodsTile';
import { RollProof } from '../../shared/fairness/RollProof';
import { timeboxMessages as m } from './messages';
import { TimedBoxCard } from './TimedBoxCard';
import type { TimeboxScreen } from './useTimeboxScreen';

/**
 * The timed boxes as the player sees them (useTimeboxScreen): the rules, a card per box with
 * joined or not joined and the count-down to its draw, the picked box's contents and odds, and
 * the player's rolls with their proofs.
 */
export const TimeboxView = observer(function TimeboxView(screen: TimeboxScreen) {
  const intl = useIntl();
  const { layout, listing, draws } = screen;
  if (!listing.data) return <Loading />;
  const { boxes } = listing.data;
  const shown = boxes.find((b) => b.slot === screen.shownSlot);
  const nameOf = (draw: TimedBoxDraw) => boxes.find((b) => b.slot === draw.slot)?.name ?? '';
  const drawn = () => {
    listing.reload();
    draws.reload();
  };
  return (
    <Page layout={layout} title={intl.formatMessage(m.heading)}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
        {intl.formatMessage(m.rules)}
      </p>
      {!screen.signedIn && <SignInPrompt />}
      <div
        css={{
          display: 'grid',
          gap: 8,
          gridTemplateColumns: `repeat(${layout === 'p' ? 5 : 2}, minmax(0, 1fr))`,
        }}
      >
        {boxes.map((box) => (
          <TimedBoxCard
            key={box.slot}
            box={box}
            signedIn={screen.signedIn}
            shown={box.slot === screen.shownSlot}
            rechargeHref={screen.rechargeHref}
            onShow={() => screen.show(box.slot)}
            onDrawn={drawn}
          />
        ))}
      </div>

      {shown && (
        <Section title={intl.formatMessage(m.contents, { name: shown.name })}>
          <GoodsOddsGrid items={shown.items} layout={layout} />
        </Section>
      )}

      {screen.signedIn && (
        <Section title={intl.formatMessage(m.myDraws)}>
          {draws.view({
            rowKey: (draw) => draw.id,
            rowsCss: (theme) => ({ display: 'grid', gap: theme.space.sm }),
            row: (draw) => (
              <div
                css={(theme) => ({
                  display: 'grid',
                  gridTemplateColumns: `${layout === 'p' ? 160 : 112}px minmax(0, 1fr)`,
                  gap: theme.space.md,
                  padding: theme.space.sm,
                  borderRadius: theme.radius.md,
                  background: theme.color.surface,
                })}
              >
                <GoodsTile goods={draw.goods} />
                <div css={{ display: 'grid', gap: 6, alignContent: 'start', minWidth: 0 }}>
                  <strong>
                    {intl.formatMessage(m.drawOf, { name: nameOf(draw), period: draw.period })}
                  </strong>
                  <RollProof rollId={draw.rollId} landedOn={draw.goods.name} />
                </div>
              </div>
            ),
          })}
        </Section>
      )}
      <FairnessFormulas formulas={['seedPair', 'roll', 'games', 'ranges']} />
    </Page>
  );
});
