import { Button, Empty, Loading, Progress, Tag } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { AccountPage } from '../../shared/account/AccountPage';
import { vipMessages as m } from './messages';
import { PERK_TEXTS } from './perks';
import { progressTo } from './rules';
import type { VipScreen } from './useVipScreen';

/** VIP levels, growth towards the next one and the level rewards to claim (SPEC section 6). */
export function VipView({ layout, state, claiming, notice, claim }: VipScreen) {
  const intl = useIntl();
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
                    onClick={() => claim(level.level)}
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
}
