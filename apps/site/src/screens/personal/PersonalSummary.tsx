import { useStores } from '@skinbox/stores';
import { Icon } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { UserAvatar } from '../../layout/UserAvatar';
import { personalMessages } from './messages';
import { nickNameIn } from '../../shared/nickname/nickName';

/** Picture, nickname, VIP level, id and the three balances of the signed-in player. */
export const PersonalSummary = observer(function PersonalSummary({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const { user } = useStores();
  const balances = [
    { label: personalMessages.coins, value: user.assets.amount, testId: 'coins' },
    { label: personalMessages.ammo, value: user.assets.ammon, testId: 'ammo' },
    { label: personalMessages.points, value: user.assets.point, testId: 'points' },
  ];
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.lg,
        padding: theme.space.lg,
        borderRadius: theme.radius.lg,
        background: `linear-gradient(135deg, ${theme.color.surfaceRaised}, ${theme.color.surface})`,
      })}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <UserAvatar size="one" layout={layout} />
        <div css={{ display: 'grid', gap: 4 }}>
          <strong css={(theme) => ({ fontSize: theme.fontSize.lg })}>
            {nickNameIn(intl, user.base.nickName)}
          </strong>
          <span css={(theme) => ({ color: theme.color.primary, fontWeight: 600 })}>
            {intl.formatMessage(personalMessages.vipLevel, { level: user.base.userLevel })}
          </span>
          {user.userId !== null && (
            <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
              {intl.formatMessage(personalMessages.userId, { id: user.userId })}
            </span>
          )}
        </div>
      </div>
      <dl
        aria-label={intl.formatMessage(personalMessages.balances)}
        css={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, margin: 0 }}
      >
        {balances.map((b) => (
          <div key={b.testId} css={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
            <dt css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
              {intl.formatMessage(b.label)}
            </dt>
            <dd
              data-testid={b.testId}
              css={(theme) => ({
                margin: 0,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 4,
                color: theme.color.coin,
                fontWeight: 600,
              })}
            >
              {b.testId === 'coins' && <Icon name="coin" size={14} />}
              {b.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
});
