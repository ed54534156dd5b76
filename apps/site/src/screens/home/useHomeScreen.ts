import { ClientPlatform, HOME_BOXES_FIRST_CALL, type Banner, type BoxSummary } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useMemo } from 'react';
import type { Layout } from '../../layout/device';
import { useLiveDropsStore } from '../../layout/sharedLiveDrops';
import { useHref, useLayout } from '../../routing/layoutContext';
import { useCall } from '../../shared/frame/useCall';
import { useGameApi } from '../../shared/gameApi';
import { groupBoxes, type BoxGroup } from './categories';
import { featuredBoxes, honestFigures, hotBoxes, type Figure, type HotBox } from './picks';

export interface HomeScreen {
  layout: Layout;
  signedIn: boolean;
  /** The player's animation switch: the hero advances by itself only while it is on. */
  animate: boolean;
  /** Null until they answer; the seeded or operator banners. */
  banners: readonly Banner[] | null;
  figures: Figure[];
  /**
   * The BlindBox module switch (SPEC section 6): the featured, hot and category boxes show only
   * while it is on. Null until the module list answers (the boxes' place is held meanwhile).
   */
  boxesOn: boolean | null;
  /** Null until the boxes answer. */
  featured: BoxSummary[] | null;
  hot: HotBox[];
  groups: BoxGroup[];
  /** A box's page: `${openbox}?boxId=…`. */
  openboxHref: string;
  fairnessHref: string;
  registerHref: string;
}

/**
 * The home's state (SPEC section 2): banners for the hero, the platform figures (the online count
 * live from the socket), the boxes as featured, hot (counted from the live drops the ticker holds)
 * and by category, under the BlindBox module switch.
 */
export function useHomeScreen(): HomeScreen {
  const layout = useLayout();
  const root = useStores();
  const api = useGameApi();
  const clientPlatform = layout === 'm' ? ClientPlatform.h5 : ClientPlatform.pc;
  const banners = useCall(() => root.api.index.getBannerList({ clientPlatform }), layout);
  const boxes = useCall(() => api.boxes.list(HOME_BOXES_FIRST_CALL), 'boxes');
  // The ticker's drops: the hot row follows the live channel without asking the server again.
  const drops = useLiveDropsStore().drops;
  const statistics = useCall(() => root.api.index.getPlatformStatistics(), 'statistics');

  const list = boxes.data?.list;
  const featured = useMemo(() => (list ? featuredBoxes(list) : null), [list]);
  const hot = useMemo(() => hotBoxes(list ?? [], drops ?? []), [list, drops]);
  const groups = useMemo(() => groupBoxes(list ?? []), [list]);

  return {
    layout,
    signedIn: root.user.isLoggedIn,
    animate: root.prefs.animationOn,
    banners: banners.data,
    figures: honestFigures(statistics.data, root.realtime.onlineNum),
    // An empty list is one not loaded yet: every site has its module switches (as the routes read them).
    boxesOn: root.app.modules.length === 0 ? null : root.app.isModuleOn('BlindBox'),
    featured,
    hot,
    groups,
    openboxHref: useHref('openbox'),
    fairnessHref: useHref('fairness'),
    registerHref: useHref('register'),
  };
}
