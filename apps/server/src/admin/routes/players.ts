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

const MINUTE_MS = 60_000;

export function registerPlayerRoutes({ app, db, config, clock }: ModuleDeps) {
  adminRoute(app, db, 'players.search', (input, { operator }) =>
    searchPlayers(db, input, operator.roles),
  );
  adminRoute(app, db, 'players.detail', (input, { operator }) =>
    playerDetail(db, input.userId, operator.roles),
  );
  adminRoute(app, db, 'players.ledger', (input) => playerLedger(db, input));
  adminRoute(app, db, 'players.bag', (input, { locale }) =>
    playerBag(db, input, locale, config.ASSET_BASE_URL),
  );
  adminRoute(app, db, 'players.itemHistory', (input, { locale }) =>
    playerItemHistory(db, input, locale),
  );
  adminRoute(app, db, 'players.games', (input) => playerGames(db, input));
  adminRoute(app, db, 'players.recharges', (input) => playerRecharges(db, input));
  adminRoute(app, db, 'players.extractions', async (input, { locale }) => {
    await requirePlayer(db, input.userId);
    return extractionPage(db, input, eq(deliveries.userId, input.userId), locale);
  });
  adminRoute(app, db, 'players.referrals', (input) => playerReferrals(db, input));
  adminRoute(app, db, 'players.sessions', (input) => playerSessions(db, input));

  adminRoute(app, db, 'players.mute', (input, { operator }) =>
    db.transaction((tx) =>
      muteInChat(
        tx,
        { ...input, until: new Date(Date.now() + input.minutes * MINUTE_MS) },
        operator,
      ),
    ),
  );
  adminRoute(app, db, 'players.ban', async (input, { operator }) => {
    const result = await db.transaction((tx) => banPlayer(tx, input, operator, clock.now()));
    // Every process forgets the sessions it remembered, so the ban holds at once everywhere.
    await app.sessions.forgetUser(input.userId);
    return result;
  });
  adminRoute(app, db, 'players.unban', (input, { operator }) =>
    db.transaction((tx) => unbanPlayer(tx, input, operator)),
  );
  adminRoute(app, db, 'players.setKind', (input, { operator }) =>
    db.transaction((tx) => setPlayerKind(tx, input, operator)),
  );
  adminRoute(app, db, 'players.adjustBalance', (input, { operator }) =>
    db.transaction((tx) => adjustBalance(tx, input, operator)),
  );
  adminRoute(app, db, 'players.endPause', (input, { operator }) =>
    db.transaction((tx) => endPause(tx, input, operator)),
  );
  adminRoute(app, db, 'players.sendMessage', (input, { operator }) =>
    db.transaction((tx) => sendPlayerMessage(tx, input, operator)),
  );
}
