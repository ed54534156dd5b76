import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { useReducer } from 'react';
import type { Layout } from '../../layout/device';
import { screenHref } from '../../routing/manifest';
import { dismissWelcome, welcomeWaits } from './welcome';
import { WelcomeBannerView } from './WelcomeBannerView';

/**
 * The welcome at the top of the layout while one waits for the signed-in player (welcome.ts):
 * shown on whatever page registering led to, until the player closes it or takes a next step.
 */
export const WelcomeBanner = observer(function WelcomeBanner({ layout }: { layout: Layout }) {
  const { user, storage } = useStores();
  // The welcome lives in storage, not in an observable: closing it renders again to read it.
  const [, closed] = useReducer((count: number) => count + 1, 0);
  if (!welcomeWaits(storage, user.isLoggedIn ? user.userId : null)) return null;
  return (
    <WelcomeBannerView
      layout={layout}
      rechargeHref={screenHref('recharge', layout)}
      freeCaseHref={screenHref('grade', layout)}
      onDismiss={() => {
        dismissWelcome(storage);
        closed();
      }}
    />
  );
});
