import type { SpreadUser } from '@skinbox/api';
import { Avatar, Price } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { spreadMessages as m } from './messages';
import { nickNameIn } from '../../shared/nickname/nickName';

/**
 * One invited player: who, since when, what they recharged and what it earned me; `more` after
 * the figures, e.g. the word that says the row opens the details.
 */
export function SpreadUserRow({ user, more }: { user: SpreadUser; more?: ReactNode }) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
      <Avatar avater={user.avater} avaterFrame={user.avaterFrame} alt="" />
      <div css={{ display: 'grid', gap: 2, minWidth: 0, flex: 1 }}>
        <strong css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {nickNameIn(intl, user.nickName)}
        </strong>
        <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
          {intl.formatMessage(m.joinedAt)} {date(user.joinedAt)} ·{' '}
          {user.lastRechargeAt
            ? `${intl.formatMessage(m.lastRechargeAt)} ${date(user.lastRechargeAt)}`
            : intl.formatMessage(m.never)}
        </span>
      </div>
      <div css={{ display: 'grid', gap: 2, justifyItems: 'end' }}>
        <span css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.color.textMuted })}>
          {intl.formatMessage(m.userRecharge)} <Price value={user.rechargeTotal} showIcon={false} />
        </span>
        <span css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.color.coin })}>
          {intl.formatMessage(m.userReward)} <Price value={user.rewardTotal} />
        </span>
        {more}
      </div>
    </div>
  );
}
