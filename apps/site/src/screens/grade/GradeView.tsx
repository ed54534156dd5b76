import { CountDown, Loading, WinReveal } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { GoodsOddsGrid } from '../../shared/goods/GoodsOddsGrid';
import { toItemTileData } from '../../shared/goods/itemTileData';
import { RollProof } from '../../shared/fairness/RollProof';
import { gradeMessages as m } from './messages';
import { TierCard } from './TierCard';
import { msUntil, type GradeScreen } from './useGradeScreen';

/**
 * The welfare boxes as the player sees them (useGradeScreen): the points with the rules and the
 * time to the 00:00 drop, the tiers as cards, the last opening with its proof, and the contents
 * and odds of the tier picked. The free daily case, a reward of its own, shows above the tiers.
 */
export const GradeView = observer(function GradeView(
  screen: GradeScreen & { freeCase?: ReactNode },
) {
  const intl = useIntl();
  const { layout, listing, result } = screen;
  if (!listing.data) return <Loading />;
  const data = listing.data;
  const shown = data.tiers.find((t) => t.tier === screen.shownTier);
  const openedTier = result ? data.tiers.find((t) => t.tier === result.tier) : undefined;
  return (
    <Page layout={layout} title={intl.formatMessage(m.heading)}>
      <section
        aria-label={intl.formatMessage(m.myPoints)}
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.sm,
          padding: theme.space.lg,
          borderRadius: theme.radius.lg,
          background: `linear-gradient(135deg, #3a2c0a, ${theme.color.surface})`,
        })}
      >
        {screen.signedIn ? (
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 12 }}>
            <span>{intl.formatMessage(m.myPoints)}</span>
            <strong
              data-testid="welfare-points"
              css={(theme) => ({ fontSize: theme.fontSize.xl, color: theme.color.primary })}
            >
              {data.points}
            </strong>
            <span>{intl.formatMessage(m.vipLevel, { level: data.vipLevel })}</span>
          </div>
        ) : (
          <SignInPrompt />
        )}
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
          {intl.formatMessage(m.rules)}
        </p>
        <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span>{intl.formatMessage(m.nextDrop)}</span>
          <CountDown time={msUntil(data.serverNow, data.nextDropAt)} onFinish={listing.reload} />
        </div>
      </section>

      {screen.freeCase}

      {result && (
        <Section title={intl.formatMessage(m.result)}>
          <div css={{ display: 'grid', gap: 8, justifyItems: 'center' }}>
            <WinReveal
              item={{ ...toItemTileData(result.goods), price: result.goods.price }}
              cost={openedTier?.value ?? '0.00'}
              selling={screen.selling}
              onSell={() => void screen.sell()}
              onKeep={screen.keep}
              css={{ width: '100%', maxWidth: 420, boxSizing: 'border-box' }}
            />
            <RollProof rollId={result.rollId} landedOn={result.goods.name} />
          </div>
        </Section>
      )}
      {screen.outcome && <Notice tone="success">{intl.formatMessage(m[screen.outcome])}</Notice>}

      <Section title={intl.formatMessage(m.boxes)}>
        <div
          css={{
            display: 'grid',
            gap: 8,
            gridTemplateColumns:
              layout === 'p'
                ? 'repeat(auto-fill, minmax(180px, 1fr))'
                : 'repeat(2, minmax(0, 1fr))',
          }}
        >
          {data.tiers.map((tier) => (
            <TierCard
              key={tier.tier}
              tier={tier}
              serverNow={data.serverNow}
              points={data.points}
              signedIn={screen.signedIn}
              shown={tier.tier === screen.shownTier}
              opening={screen.opening === tier.tier}
              onShow={() => screen.show(tier.tier)}
              onOpen={() => void screen.openTier(tier.tier)}
              onRefreshed={listing.reload}
            />
          ))}
        </div>
      </Section>

      {shown && (
        <Section title={intl.formatMessage(m.contents, { name: shown.name })}>
          <GoodsOddsGrid items={shown.items} layout={layout} />
        </Section>
      )}
      <FairnessFormulas formulas={['seedPair', 'roll', 'games', 'ranges']} />
    </Page>
  );
});
