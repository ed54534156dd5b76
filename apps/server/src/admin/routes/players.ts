import { eq } from 'drizzle-orm';
import { muteInChat } from '../../chat/operatorActions';
import { deliveries } from '../../db/schema';
import type { ModuleDeps } from '../../platform/deps';
import {
  adjustBalance,
  banPlayer,
  endPause,
  sendPlayerMessage,
  setPlayerKind,
  unbanPlayer,
} from '../../players/operatorActions';
import {
  extractionPage,
  playerBag,
  playerDetail,
  playerGames,
  playerItemHistory,
  playerLedger,
  playerRecharges,
  playerReferrals,
  playerSessions,
  requirePlayer,
  searchPlayers,
} from '../../players/queries';
import { adminRoute } from '../adminRoute';
import { MINUTE_MS } from '@skinbox/rules';

export function registerPlayerRoutes(deps: ModuleDeps) {
  const { app, db, config } = deps;
  adminRoute(deps, 'players.search', (input, { operator }) =>
    searchPlayers(db, input, operator.roles),
  );
  adminRoute(deps, 'players.detail', (input, { operator, now }) =>
    playerDetail(db, input.userId, operator.roles, now),
  );
  adminRoute(deps, 'players.ledger', (input) => playerLedger(db, input));
  adminRoute(deps, 'players.bag', (input, { locale }) =>
    playerBag(db, input, locale, config.ASSET_BASE_URL),
  );
  adminRoute(deps, 'players.itemHistory', (input, { locale }) =>
    playerItemHistory(db, input, locale),
  );
  adminRoute(deps, 'players.games', (input) => playerGames(db, input));
  adminRoute(deps, 'players.recharges', (input) => playerRecharges(db, input));
  adminRoute(deps, 'players.extractions', async (input, { locale, now }) => {
    await requirePlayer(db, input.userId);
    return extractionPage(db, input, eq(deliveries.userId, input.userId), locale, now);
  });
  adminRoute(deps, 'players.referrals', (input) => playerReferrals(db, input));
  adminRoute(deps, 'players.sessions', (input, { now }) => playerSessions(db, input, now));

  adminRoute(deps, 'players.mute', (input, { operator, now }) =>
    db.transaction((tx) =>
      muteInChat(
        tx,
        { ...input, until: new Date(now.getTime() + input.minutes * MINUTE_MS) },
        operator,
        now,
      ),
    ),
  );
  adminRoute(deps, 'players.ban', async (input, { operator, now }) => {
    const result = await db.transaction((tx) => banPlayer(tx, input, operator, now));
    // Every process forgets the sessions it remembered, so the ban holds at once everywhere.
    await app.sessions.forgetUser(input.userId);
    return result;
  });
  adminRoute(deps, 'players.unban', (input, { operator }) =>
    db.transaction((tx) => unbanPlayer(tx, input, operator)),
  );
  adminRoute(deps, 'players.setKind', (input, { operator }) =>
    db.transaction((tx) => setPlayerKind(tx, input, operator)),
  );
  adminRoute(deps, 'players.adjustBalance', (input, { operator }) =>
    db.transaction((tx) => adjustBalance(tx, input, operator)),
  );
  adminRoute(deps, 'players.endPause', (input, { operator, now }) =>
    db.transaction((tx) => endPause(tx, input, operator, now)),
  );
  adminRoute(deps, 'players.sendMessage', (input, { operator }) =>
    db.transaction((tx) => sendPlayerMessage(tx, input, operator)),
  );
}
