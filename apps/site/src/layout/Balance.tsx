import { useStores } from '@skinbox/stores';
import { Icon } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { screenHref } from '../routing/manifest';
import { CreditedBalance } from '../shared/recharge/CreditedBalance';
import type { Layout } from './device';
import { chromeMessages } from './messages';

/**
 * The player's coin balance with the genre's "+" beside it, which opens recharge (while its
 * module is on): one pill, so the way to pay is where the player looks at what they have. A
 * recharge counts it up as it arrives (CreditedBalance).
 */
export const Balance = observer(function Balance({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const { user, app } = useStores();
  const recharge = app.isModuleOn('Recharge') ? screenHref('recharge', layout) : undefined;
  return (
    <span
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space.xs,
        height: 32,
        padding: `0 2px 0 ${theme.space.sm}`,
        borderRadius: theme.radius.round,
        background: theme.color.background,
        border: `1px solid ${theme.color.border}`,
        whiteSpace: 'nowrap',
      })}
    >
      <CreditedBalance
        data-testid="balance"
        aria-label={`${intl.formatMessage(chromeMessages.balance)} ${user.assets.amount}`}
        css={{ fontSize: 14 }}
      />
      {recharge && (
        <Link
          to={recharge}
          aria-label={intl.formatMessage(chromeMessages.deposit)}
          title={intl.formatMessage(chromeMessages.deposit)}
          css={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 26,
            height: 26,
            borderRadius: theme.radius.round,
            background: theme.color.primary,
            color: theme.color.primaryText,
            '&:focus-visible': { outline: `2px solid ${theme.color.text}`, outlineOffset: 1 },
          })}
        >
          <Icon name="plus" size={16} />
        </Link>
      )}
    </span>
  );
});
