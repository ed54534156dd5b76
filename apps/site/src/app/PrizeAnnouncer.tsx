import { useStores } from '@skinbox/stores';
import { FireworksOverlay, PrizeToast } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { reelsSpinning } from '../shared/frame/reelsSpinning';
import { nickNameIn } from '../shared/nickname/nickName';

/** SPEC section 9: the prize toast stays 5000 ms. */
export const PRIZE_TOAST_MS = 5000;

/**
 * Live wins (activity.prize, SPEC sections 2 and 4): each announcement the store shows (one every
 * 6 s) appears as the kit's prize toast for 5 s with the winner's nickname, avatar and price, and
 * the fireworks overlay sits over the routed view while the store says so (5 s after each),
 * drawn still when the player turned animations off. While the player's own reels spin both wait
 * (reelsSpinning), so a big drop's announcement does not give away the spin it comes from.
 */
export const PrizeAnnouncer = observer(function PrizeAnnouncer() {
  const { announcements, prefs } = useStores();
  const intl = useIntl();
  const current = announcements.current;
  const winner = current ? nickNameIn(intl, current.nickName) : '';
  // Held while the player's own reels spin: the announcement may be of the drop they are about to see.
  const held = reelsSpinning.get();
  useEffect(() => {
    if (!current || held) return;
    PrizeToast.show({
      nickName: winner,
      avatar: current.avater,
      price: current.recoveryPrice,
      boxType: current.boxType,
      boxId: current.boxId,
      duration: PRIZE_TOAST_MS,
    });
  }, [current, held, winner]);
  return (
    <FireworksOverlay
      visible={announcements.fireworksVisible && !held}
      animated={prefs.animationOn}
      data-testid="fireworks"
    />
  );
});
