import { centsToMoney, moneyToCents } from '@skinbox/api';
import { desc, eq, sql } from 'drizzle-orm';
import { openOfficialBattle, setOfficialSchedule } from '../../battles/operatorActions';
import { OFFICIAL_SCHEDULE_KEY, parseSchedule } from '../../battles/rules/officialSchedule';
import { readSetting } from '../../content/settings';
import { newestChainAfter, publicChain } from '../../crash/chain';
import { rotateCrashChain, saltCrashChain } from '../../crash/operatorActions';
import { crashRounds, rollParticipants, rollPrizes, rollRooms } from '../../db/schema';
import type { ModuleDeps } from '../../platform/deps';
import { readPage, rowCount } from '../../platform/paging';
import { openOfficialRollRoom } from '../../roll/operatorActions';
import { adminRoute } from '../adminRoute';

export function registerGameRoutes(deps: ModuleDeps) {
  const { db, config, clock } = deps;
  adminRoute(deps, 'games.battleSchedule', async () =>
    parseSchedule(await readSetting(db, OFFICIAL_SCHEDULE_KEY)),
  );
  adminRoute(deps, 'games.setBattleSchedule', (input, { operator }) =>
    db.transaction((tx) => setOfficialSchedule(tx, input, operator, config, clock.now())),
  );
  adminRoute(deps, 'games.createOfficialBattle', async (input, { operator }) => {
    const { auditId, battleId, seatCost, serverSeedHash } = await db.transaction((tx) =>
      openOfficialBattle(tx, input, operator, config, clock.now()),
    );
    return { auditId, battleId, seatCost, serverSeedHash };
  });

  adminRoute(deps, 'games.rollRooms', async (input) => {
    const where = input.status === undefined ? undefined : eq(rollRooms.status, input.status);
    const { rows, total } = await readPage(
      input,
      db
        .select({
          room: rollRooms,
          prizes: sql<number>`(select count(*)::int from ${rollPrizes} p where p.roll_id = ${rollRooms.id})`,
          participants: sql<number>`(select count(*)::int from ${rollParticipants} p where p.roll_id = ${rollRooms.id})`,
        })
        .from(rollRooms)
        .where(where)
        .orderBy(desc(rollRooms.id))
        .$dynamic(),
      rowCount(db, rollRooms, where),
    );
    return {
      total,
      list: rows.map(({ room, prizes, participants }) => ({
        id: room.id,
        name: room.name,
        kind: room.kind,
        status: room.status,
        prizes,
        prizeValue: centsToMoney(room.prizeCents),
        participants,
        cap: room.cap,
        drawAt: room.drawAt.toISOString(),
      })),
    };
  });
  adminRoute(deps, 'games.createRollRoom', (input, { operator, now }) =>
    db.transaction((tx) =>
      openOfficialRollRoom(
        tx,
        {
          name: input.name,
          goodsIds: input.goodsIds,
          cap: input.cap,
          drawAt: new Date(input.drawAt),
          password: input.password,
          vipLevel: input.vipLevel,
          rechargeMinCents:
            input.rechargeMin === undefined ? undefined : moneyToCents(input.rechargeMin),
          rechargeSince:
            input.rechargeSince === undefined ? undefined : new Date(input.rechargeSince),
          reason: input.reason,
        },
        operator,
        now,
      ),
    ),
  );

  adminRoute(deps, 'games.crashChain', async () => {
    const chain = await newestChainAfter(db, null);
    if (!chain) return { terminalHash: null, rounds: 0, used: 0, createdAt: null, chain: null };
    const [used] = await rowCount(db, crashRounds, eq(crashRounds.chainId, chain.id));
    return {
      terminalHash: chain.terminalHash,
      rounds: chain.length,
      used: used?.n ?? 0,
      createdAt: chain.createdAt.toISOString(),
      chain: publicChain(chain),
    };
  });
  adminRoute(deps, 'games.rotateCrashChain', (input, { operator }) =>
    db.transaction((tx) => rotateCrashChain(tx, input, operator)),
  );
  adminRoute(deps, 'games.saltCrashChain', (input, { operator }) =>
    db.transaction((tx) => saltCrashChain(tx, input, operator)),
  );
}
