import { user as contract } from '@skinbox/api';
import type { RouteModule } from '../platform/deps';
import { route } from '../http/route';
import { activateSticker, claimAlbumReward } from './actions';
import { album } from './queries';

/** getUserSticker, activateSticker and stickerReward: the sticker album. */
export const registerStickerRoutes: RouteModule = ({ app, db, clock }) => {
  route(app, contract.getUserSticker, (_input, { userId, locale }) => album(db, userId, locale));
  route(app, contract.activateSticker, ({ id }, { userId, locale }) =>
    activateSticker(db, userId, id, locale, clock.now()),
  );
  route(app, contract.stickerReward, (_input, { userId, locale }) =>
    claimAlbumReward(db, userId, locale),
  );
};
