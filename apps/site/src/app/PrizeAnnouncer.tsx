import { useStores } from '@skinbox/stores';
import { FireworksOverlay, PrizeToast } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

/** SPEC section 9: the prize toast stays 5000 ms. */
export const PRIZE_TOAST_MS = 5000;

/**
 * Live wins (activity.prize, SPEC sections 2 and 4): each announcement the store shows (one every
 * 6 s) appears as the kit's prize toast for 5 s with the winner's nickname, avatar and price, and
 * the fireworks overlay sits over the routed view while the store says so (5 s after each),
 * drawn still when the player turned animations off.
 */
export const PrizeAnnouncer = observer(function PrizeAnnouncer() {
  const { announcements, prefs } = useStores();
  const current = announcements.current;
  useEffect(() => {
    if (!current) return;
    PrizeToast.show({
      nickName: current.nickName,
      avatar: current.avater,
      price: current.recoveryPrice,
      boxType: current.boxType,
      boxId: current.boxId,
      duration: PRIZE_TOAST_MS,
    });
  }, [current]);
  return (
    <FireworksOverlay
      visible={announcements.fireworksVisible}
      animated={prefs.animationOn}
      data-testid="fireworks"
    />
  );
});
