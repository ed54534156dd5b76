import type { PrizeAnnouncement } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Icon } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { chromeMessages } from '../layout/messages';

/** SPEC section 9: the prize toast stays 5000 ms. */
export const PRIZE_TOAST_MS = 5000;

/**
 * Live wins (activity.prize, SPEC sections 2 and 4): each announcement the store shows (one every
 * 6 s) appears for 5 s with the winner's nickname, avatar and the item's price. In plain markup
 * until the kit's prize toast lands (asked of UI-C in coord NOTES).
 */
export const PrizeAnnouncer = observer(function PrizeAnnouncer() {
  const intl = useIntl();
  const { announcements } = useStores();
  const [shown, setShown] = useState<PrizeAnnouncement | null>(null);
  const current = announcements.current;

  useEffect(() => {
    if (!current) return undefined;
    setShown(current);
    const timer = setTimeout(() => setShown(null), PRIZE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <div
      role="status"
      aria-live="polite"
      css={{
        position: 'fixed',
        top: 72,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1500,
        pointerEvents: 'none',
      }}
    >
      {shown && (
        <div
          data-testid="prize-toast"
          css={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '8px 14px',
            borderRadius: theme.radius.round,
            background: 'rgba(20, 21, 28, 0.92)',
            border: `1px solid ${theme.color.primary}`,
            color: theme.color.text,
            fontFamily: theme.fontFamily,
            fontSize: theme.fontSize.sm,
            whiteSpace: 'nowrap',
          })}
        >
          {shown.avater ? (
            <img src={shown.avater} alt="" width={24} height={24} css={{ borderRadius: '50%' }} />
          ) : (
            <Icon name="trophy" size={18} />
          )}
          {intl.formatMessage(chromeMessages.prizeWon, {
            nickName: shown.nickName,
            price: shown.recoveryPrice,
          })}
          <span css={(theme) => ({ display: 'inline-flex', color: theme.color.coin })}>
            <Icon name="coin" size={14} />
          </span>
        </div>
      )}
    </div>
  );
});
