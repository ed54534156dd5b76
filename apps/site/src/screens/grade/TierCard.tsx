import type { WelfareTier } from '@skinbox/api';
import { Button, CountDown, Price, Tag, type TagType } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { RewardBoxCard } from '../../shared/frame/RewardBoxCard';
import { gradeMessages as m } from './messages';
import { msUntil } from './useGradeScreen';

const STATE_TAG: Record<WelfareTier['state'], TagType> = {
  locked: 'default',
  opened: 'success',
  refreshing: 'warning',
};

export interface TierCardProps {
  tier: WelfareTier;
  serverNow: string;
  /** The player's welfare points (0 for visitors). */
  points: number;
  signedIn: boolean;
  shown: boolean;
  opening: boolean;
  onShow(): void;
  onOpen(): void;
  /** A refreshing tier's wait ran out: ask the server again. */
  onRefreshed(): void;
}

/**
 * One welfare tier: its box, what unlocks and what it costs, its state (SPEC section 4) and the
 * one thing the player can do now: open it, wait for 00:05, or reach its VIP level.
 */
export function TierCard({
  tier,
  serverNow,
  points,
  signedIn,
  shown,
  opening,
  onShow,
  onOpen,
  onRefreshed,
}: TierCardProps) {
  const intl = useIntl();
  const short = tier.points - points;
  return (
    <RewardBoxCard
      name={tier.name}
      image={tier.image}
      tag={<Tag type={STATE_TAG[tier.state]}>{intl.formatMessage(m[tier.state])}</Tag>}
      shown={shown}
      showLabel={`${tier.name} · ${intl.formatMessage(m.showContents)}`}
      greyed={tier.state === 'locked'}
      onShow={onShow}
    >
      <span css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.color.textMuted })}>
        {intl.formatMessage(m.unlocksAt, { level: tier.vipLevel })} ·{' '}
        {intl.formatMessage(m.cost, { points: tier.points })}
      </span>
      <span css={(theme) => ({ display: 'flex', gap: 4, fontSize: theme.fontSize.sm })}>
        {intl.formatMessage(m.value)}
        <Price value={tier.value} />
      </span>
      {tier.state === 'opened' && (
        <Button
          variant="primary"
          size="small"
          block
          loading={opening}
          disabled={!signedIn || short > 0}
          onClick={onOpen}
        >
          {signedIn && short > 0
            ? intl.formatMessage(m.short, { points: short })
            : intl.formatMessage(m.open)}
        </Button>
      )}
      {tier.state === 'refreshing' &&
        (tier.opensAt ? (
          <span
            css={(theme) => ({
              display: 'flex',
              gap: 4,
              alignItems: 'center',
              fontSize: theme.fontSize.sm,
              color: theme.color.warning,
            })}
          >
            <CountDown time={msUntil(serverNow, tier.opensAt)} onFinish={onRefreshed} />
            {intl.formatMessage(m.opensIn)}
          </span>
        ) : (
          <span css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.color.warning })}>
            {intl.formatMessage(m.waitingDrop)}
          </span>
        ))}
      {tier.state === 'locked' && (
        <Button size="small" block disabled>
          {intl.formatMessage(m.unlocksAt, { level: tier.vipLevel })}
        </Button>
      )}
    </RewardBoxCard>
  );
}
