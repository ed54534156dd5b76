import { centsToMoney, moneyToCents, type VipLevel } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Empty, Loading, Progress, Tag } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { AccountPage } from '../../shared/account/AccountPage';
import { SignedInOnly } from '../../shared/account/SignedInOnly';
import { vipMessages as m } from './messages';
import { PERK_TEXTS } from './perks';
import { useLayout } from '../../routing/layoutContext';

interface VipState {
  currentLevel: number;
  growth: string;
  list: VipLevel[];
}

/** The next level's target and how far the player is towards it, in percent (0 to 100). */
export function progressTo(state: VipState): {
  next: VipLevel | undefined;
  percent: number;
  need: string;
} {
  const next = state.list.find((l) => l.level === state.currentLevel + 1);
  const current = state.list.find((l) => l.level === state.currentLevel);
  if (!next) return { next, percent: 100, need: '0.00' };
  const from = current ? moneyToCents(current.growth) : 0n;
  const to = moneyToCents(next.growth);
  const have = moneyToCents(state.growth);
  const span = to - from;
  const percent = span > 0n ? Number(((have - from) * 100n) / span) : 100;
  const need = to > have ? to - have : 0n;
  return { next, percent: Math.max(0, Math.min(100, percent)), need: centsToMoney(need) };
}

/** VIP levels, growth towards the next one and the level rewards to claim (SPEC section 6). */
const VipScreen = observer(function VipScreen({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const { api, user } = useStores();
  const [state, setState] = useState<VipState | null>(null);
  const [claiming, setClaiming] = useState<number | null>(null);
  const [notice, setNotice] = useState<string>();

  const load = useCallback(async () => {
    const result = await api.user.getVipLevelList();
    if (result.ok) setState(result.data);
  }, [api]);
  useEffect(() => void load(), [load]);

  const claim = async (level: number) => {
    setClaiming(level);
    const result = await api.user.getVipReward({ level });
    setClaiming(null);
    if (!result.ok) return;
    setNotice(intl.formatMessage(m.claimedAmount, { amount: result.data.amount }));
    await Promise.all([load(), user.loadInfo()]);
  };

  if (!state) return <Loading />;
  const { next, percent, need } = progressTo(state);
  return (
    <AccountPage layout={layout} title={intl.formatMessage(m.title)}>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: 8,
          padding: theme.space.lg,
          borderRadius: theme.radius.lg,
          background: `linear-gradient(135deg, #3a2c0a, ${theme.color.surface})`,
        })}
      >
        <strong css={(theme) => ({ color: theme.color.primary, fontSize: theme.fontSize.xl })}>
          {intl.formatMessage(m.current, { level: state.currentLevel })}
        </strong>
        <span>{intl.formatMessage(m.growth, { growth: state.growth })}</span>
        <Progress
          percentage={percent}
          aria-label={intl.formatMessage(m.progress)}
          css={{ margin: '8px 0' }}
        />
        <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
          {next
            ? intl.formatMessage(m.toNext, { level: next.level, need })
            : intl.formatMessage(m.maxLevel)}
        </span>
      </div>
      <p
        css={(theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.fontSize.sm })}
      >
        {intl.formatMessage(m.rule)}
      </p>
      {notice && (
        <p role="status" css={(theme) => ({ margin: 0, color: theme.color.success })}>
          {notice}
        </p>
      )}
      <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>
        {intl.formatMessage(m.levels)}
      </h2>
      {state.list.length === 0 ? (
        <Empty />
      ) : (
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 8,
            gridTemplateColumns: layout === 'p' ? 'repeat(auto-fill, minmax(240px, 1fr))' : '1fr',
          }}
        >
          {state.list.map((level) => (
            <li
              key={level.level}
              aria-current={level.level === state.currentLevel ? 'true' : undefined}
              css={(theme) => ({
                display: 'grid',
                gap: 6,
                padding: theme.space.md,
                borderRadius: theme.radius.md,
                background: theme.color.surface,
                border: `1px solid ${level.level === state.currentLevel ? theme.color.primary : theme.color.border}`,
              })}
            >
              <div
                css={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 8,
                }}
              >
                <strong>{intl.formatMessage(m.level, { level: level.level })}</strong>
                {level.rewardState === 'claimable' && (
                  <Button
                    size="small"
                    variant="primary"
                    loading={claiming === level.level}
                    onClick={() => void claim(level.level)}
                  >
                    {intl.formatMessage(m.claim)}
                  </Button>
                )}
                {level.rewardState === 'claimed' && (
                  <Tag type="success">{intl.formatMessage(m.claimed)}</Tag>
                )}
                {level.rewardState === 'locked' && Number(level.rewardAmount) > 0 && (
                  <Tag>{intl.formatMessage(m.locked)}</Tag>
                )}
              </div>
              <span
                css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}
              >
                {intl.formatMessage(m.needGrowth, { growth: level.growth })}
              </span>
              {Number(level.rewardAmount) > 0 && (
                <span css={(theme) => ({ color: theme.color.coin, fontSize: theme.fontSize.sm })}>
                  {intl.formatMessage(m.reward, { amount: level.rewardAmount })}
                </span>
              )}
              {level.perks.some((p) => PERK_TEXTS[p]) && (
                <ul css={{ margin: 0, paddingLeft: 18, fontSize: 13 }}>
                  {level.perks
                    .filter((p) => PERK_TEXTS[p])
                    .map((p) => (
                      <li key={p}>
                        {intl.formatMessage(
                          PERK_TEXTS[p] as NonNullable<(typeof PERK_TEXTS)[string]>,
                        )}
                      </li>
                    ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  );
});

/** /m/vip and /p/me/vip. */
export function Vip() {
  const layout = useLayout();
  return (
    <SignedInOnly>
      <VipScreen layout={layout} />
    </SignedInOnly>
  );
}
