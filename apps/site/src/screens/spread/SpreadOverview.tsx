import type { Theme } from '@emotion/react';
import { Button, Loading, Price, WinReveal } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Notice } from '../../shared/frame/Notice';
import { Section } from '../../shared/frame/Page';
import { toItemTileData } from '../../shared/goods/itemTileData';
import { RollProof } from '../../shared/fairness/RollProof';
import { InviteQr } from './InviteQr';
import { spreadMessages as m } from './messages';
import { TierTable } from './TierTable';
import { neededForNext, type SpreadScreen } from './useSpreadScreen';

const cardCss = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.sm,
  padding: theme.space.lg,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
});

/**
 * The player's referral at a glance (useSpreadScreen): the invite link with its QR code, the
 * figures and the tier, the spread boxes to open and the last one opened. /m/spread shows it
 * alone, /p/me/spreadUser above the invited players.
 */
export const SpreadOverview = observer(function SpreadOverview(screen: SpreadScreen) {
  const intl = useIntl();
  const { layout, info, rules, result } = screen;
  // The drop shows under the box panel, below the fold on a phone: it is brought into view.
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) shown.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [result]);
  const data = info.data;
  if (!data) return <Loading />;
  const need = neededForNext(data);
  const figures = [
    { label: m.invited, value: <strong>{data.invited}</strong>, id: 'invited' },
    { label: m.recharged, value: <strong>{data.recharged}</strong>, id: 'recharged' },
    { label: m.rechargeTotal, value: <Price value={data.rechargeTotal} />, id: 'recharge' },
    { label: m.rewardTotal, value: <Price value={data.rewardTotal} />, id: 'reward' },
  ];
  return (
    <>
      <section aria-label={intl.formatMessage(m.inviteLink)} css={cardCss}>
        <div
          css={{
            display: 'flex',
            gap: 16,
            alignItems: 'center',
            flexDirection: layout === 'm' ? 'column' : 'row',
          }}
        >
          {screen.inviteLink && (
            <InviteQr
              link={screen.inviteLink}
              label={intl.formatMessage(m.qr)}
              size={layout === 'm' ? 168 : 144}
            />
          )}
          <div css={{ display: 'grid', gap: 8, minWidth: 0, width: '100%' }}>
            <span css={(theme) => ({ color: theme.color.textMuted })}>
              {intl.formatMessage(m.inviteCode)}{' '}
              <strong
                data-testid="spread-code"
                css={(theme) => ({ color: theme.color.primary, fontSize: theme.fontSize.lg })}
              >
                {data.spreadCode}
              </strong>
            </span>
            <span css={(theme) => ({ color: theme.color.textMuted })}>
              {intl.formatMessage(m.inviteLink)}
            </span>
            <code
              data-testid="spread-link"
              css={(theme) => ({
                display: 'block',
                padding: theme.space.sm,
                borderRadius: theme.radius.sm,
                background: theme.color.surfaceRaised,
                wordBreak: 'break-all',
                fontSize: theme.fontSize.sm,
                userSelect: 'all',
              })}
            >
              {screen.inviteLink}
            </code>
            <Button
              variant="primary"
              onClick={() => void screen.copy()}
              css={{ justifySelf: layout === 'm' ? 'stretch' : 'start', minWidth: 160 }}
            >
              {intl.formatMessage(m.copy)}
            </Button>
            {screen.copied && (
              <Notice tone={screen.copied === 'copied' ? 'success' : 'error'}>
                {intl.formatMessage(m[screen.copied])}
              </Notice>
            )}
          </div>
        </div>
      </section>

      <Section title={intl.formatMessage(m.figures)}>
        <dl
          css={(theme) => ({
            margin: 0,
            display: 'grid',
            gap: theme.space.sm,
            gridTemplateColumns: `repeat(${layout === 'p' ? 4 : 2}, minmax(0, 1fr))`,
          })}
        >
          {figures.map((figure) => (
            <div
              key={figure.id}
              css={(theme) => ({
                display: 'grid',
                gap: 4,
                padding: theme.space.md,
                borderRadius: theme.radius.md,
                background: theme.color.surface,
              })}
            >
              <dt css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
                {intl.formatMessage(figure.label)}
              </dt>
              <dd css={{ margin: 0 }}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p css={{ margin: 0 }}>
          {intl.formatMessage(m.currentTier, { percent: data.tier.percent })}
          {' · '}
          <span css={(theme) => ({ color: theme.color.textMuted })}>
            {data.nextTier && need !== null
              ? intl.formatMessage(m.nextTier, { need, percent: data.nextTier.percent })
              : intl.formatMessage(m.topTier)}
          </span>
        </p>
      </Section>

      {rules.data && (
        <Section title={intl.formatMessage(m.tiers)}>
          <TierTable tiers={rules.data.tiers} current={data.tier} />
        </Section>
      )}

      <Section title={intl.formatMessage(m.box)}>
        <div
          css={(theme) => ({
            ...cardCss(theme),
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
          })}
        >
          <div css={{ display: 'grid', gap: 4 }}>
            <strong data-testid="spread-box-count">
              {data.spreadBoxCount > 0
                ? intl.formatMessage(m.boxCount, { count: data.spreadBoxCount })
                : intl.formatMessage(m.noBox)}
            </strong>
            {rules.data && (
              <span
                css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}
              >
                {intl.formatMessage(m.ruleBox, { threshold: rules.data.boxThreshold })}
              </span>
            )}
          </div>
          <Button
            variant="primary"
            loading={screen.opening}
            disabled={data.spreadBoxCount === 0}
            onClick={() => void screen.openBox()}
          >
            {intl.formatMessage(m.openBox)}
          </Button>
        </div>
        {result && (
          <div ref={shown} css={{ display: 'grid', gap: 8, justifyItems: 'center' }}>
            <WinReveal
              aria-label={intl.formatMessage(m.opened)}
              item={{ ...toItemTileData(result.goods), price: result.goods.price }}
              cost={rules.data?.box?.value ?? result.goods.price}
              selling={screen.selling}
              onSell={() => void screen.sell()}
              onKeep={screen.keep}
              css={{ width: '100%', maxWidth: 420, boxSizing: 'border-box' }}
            />
            <RollProof rollId={result.rollId} landedOn={result.goods.name} />
          </div>
        )}
      </Section>
      <FairnessFormulas formulas={['seedPair', 'roll', 'games', 'ranges']} />
    </>
  );
});
