import { moneyToCents, type TimedBox } from '@skinbox/api';
import { CountDown, Price, Progress, Tag } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { RewardBoxCard } from '../../shared/frame/RewardBoxCard';
import { timeboxMessages as m } from './messages';

export interface TimedBoxCardProps {
  box: TimedBox;
  signedIn: boolean;
  shown: boolean;
  rechargeHref: string;
  onShow(): void;
  /** The period ended: its draw is made, ask the server again. */
  onDrawn(): void;
}

/** How far the recharge in the period is towards the threshold, 0 to 100. */
export function joinProgress(recharged: string, threshold: string): number {
  const target = moneyToCents(threshold);
  if (target <= 0n) return 100;
  return Math.min(100, Number((moneyToCents(recharged) * 100n) / target));
}

/**
 * One timed box: what joins it in its period, the player's recharge towards that, joined or not
 * joined (SPEC section 4) and the count-down to the draw (HH:mm:ss).
 */
export function TimedBoxCard({
  box,
  signedIn,
  shown,
  rechargeHref,
  onShow,
  onDrawn,
}: TimedBoxCardProps) {
  const intl = useIntl();
  return (
    <RewardBoxCard
      name={box.name}
      image={box.image}
      tag={
        signedIn && (
          <Tag type={box.joined ? 'success' : 'default'}>
            {intl.formatMessage(box.joined ? m.joined : m.notJoined)}
          </Tag>
        )
      }
      shown={shown}
      showLabel={`${box.name} · ${intl.formatMessage(m.showContents)}`}
      onShow={onShow}
    >
      <span css={(theme) => ({ fontSize: theme.fontSize.sm })}>
        {intl.formatMessage(m.threshold, { period: box.period, amount: box.threshold })}
        {box.vipLevel > 0 && ` · ${intl.formatMessage(m.vipNeeded, { level: box.vipLevel })}`}
      </span>
      {signedIn && (
        <>
          <Progress
            percentage={joinProgress(box.recharged, box.threshold)}
            showPivot={false}
            aria-label={intl.formatMessage(m.progress, {
              recharged: box.recharged,
              threshold: box.threshold,
            })}
          />
          <span css={(theme) => ({ fontSize: theme.fontSize.xs, color: theme.color.textMuted })}>
            {intl.formatMessage(m.progress, { recharged: box.recharged, threshold: box.threshold })}
          </span>
        </>
      )}
      <span css={(theme) => ({ display: 'flex', gap: 4, fontSize: theme.fontSize.sm })}>
        {intl.formatMessage(m.value)}
        <Price value={box.value} />
      </span>
      <span
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 6,
          fontSize: theme.fontSize.sm,
          color: theme.color.primary,
        })}
      >
        {intl.formatMessage(m.drawIn)}
        <CountDown time={box.remainingMs} onFinish={onDrawn} />
      </span>
      {box.lastDraw && (
        <span
          css={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            fontSize: theme.fontSize.xs,
            color: theme.color.textMuted,
            minWidth: 0,
          })}
        >
          <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {intl.formatMessage(m.lastDraw)} {box.lastDraw.goods.name}
          </span>
          <Price value={box.lastDraw.goods.price} />
        </span>
      )}
      {signedIn && !box.joined && (
        <Link
          to={rechargeHref}
          css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.color.primary })}
        >
          {intl.formatMessage(m.recharge)}
        </Link>
      )}
    </RewardBoxCard>
  );
}
