import { useStores } from '@skinbox/stores';
import { PrizeToast } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { nickNameIn } from '../shared/nickname/nickName';
import { PRIZE_TOAST_MS } from './PrizeAnnouncer';

/**
 * The player's own prizes (SPEC section 7: cid 102, a festival's goods; cid 103, a new-year
 * envelope's coins), queued by the stores' PrizesStore: each shows as the kit's prize toast for
 * 5000 ms with the player's name, the prize's picture, name and value, then the next one.
 */
export const PersonalPrizeToast = observer(function PersonalPrizeToast() {
  const { prizes, user } = useStores();
  const current = prizes.current;
  const intl = useIntl();
  const nickName = nickNameIn(intl, user.base.nickName);
  useEffect(() => {
    if (!current) return;
    PrizeToast.show({
      nickName,
      avatar: current.image,
      ...(current.kind === 'activityGoods'
        ? { price: current.price, itemName: current.goodsName, boxId: current.activityId }
        : { price: current.amount, itemName: current.prizeName, boxId: 'newyear' }),
      boxType: 1,
      duration: PRIZE_TOAST_MS,
      onClose: () => prizes.shown(),
    });
    // The toast is of `current` and tells the queue when it closes; a new nickname does not show
    // it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, prizes]);
  return null;
});
