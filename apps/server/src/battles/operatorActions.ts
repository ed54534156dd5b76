import { centsToMoney } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { ServerConfig } from '../config';
import { readSetting } from '../content/settings';
import type { Db } from '../db/database';
import { battles, configItem } from '../db/schema';
import { AppError } from '../http/errors';
import { battleBoxPrices } from './queries';
import { createOfficialBattle } from './rooms';
import { battleJobsToSchedule, resumeOfficialRooms } from './jobs';
import { planRoom } from './rules/createRoom';
import {
  OFFICIAL_SCHEDULE_KEY,
  parseSchedule,
  type OfficialTemplate,
} from './rules/officialSchedule';

/** Official battles' operator rules (GAMES.md section 1), each written to the audit log. */

type RoomRequest = Pick<OfficialTemplate, 'boxes' | 'seats' | 'mode'> & { password?: string };

/** Opens an official room: every seat free, nobody pays until they sit, dissolved when not full. */
export async function openOfficialBattle(
  tx: Db,
  input: RoomRequest & { reason?: string },
  operator: Operator,
  config: ServerConfig,
  now: Date,
) {
  const { reason, ...request } = input;
  const battleId = await createOfficialBattle(tx, battleJobsToSchedule(config), request, {
    now,
    dissolveAfterMs: config.battle.dissolveAfterMs,
  });
  const [room] = await tx.select().from(battles).where(eq(battles.id, battleId));
  if (!room) throw new Error('the official room was not saved');
  const auditId = await writeAudit(tx, operator, {
    action: 'games.createOfficialBattle',
    target: `battle:${battleId}`,
    after: {
      boxes: request.boxes,
      seats: request.seats,
      mode: request.mode,
      password: Boolean(request.password),
    },
    reason,
  });
  return {
    auditId,
    battleId,
    room,
    seatCost: centsToMoney(room.seatCostCents),
    serverSeedHash: room.serverSeedHash,
  };
}

/**
 * Replaces the schedule of official rooms kept open (an empty one stops it); each line is checked
 * as a room of its boxes and seats would be.
 */
export async function setOfficialSchedule(
  tx: Db,
  input: { lines: OfficialTemplate[]; reason?: string },
  operator: Operator,
  config: ServerConfig,
  now: Date,
) {
  const prices = await battleBoxPrices(tx);
  for (const line of input.lines) {
    const planned = planRoom({ boxes: line.boxes, seats: line.seats }, prices);
    if ('refusal' in planned) throw new AppError(400, planned.refusal);
  }
  const before = parseSchedule(await readSetting(tx, OFFICIAL_SCHEDULE_KEY));
  const value = JSON.stringify(input.lines);
  await tx
    .insert(configItem)
    .values({ platformId: 1, itemKey: OFFICIAL_SCHEDULE_KEY, itemValue: value })
    .onConflictDoUpdate({
      target: [configItem.platformId, configItem.itemKey],
      set: { itemValue: value },
    });
  await resumeOfficialRooms(tx, config, now);
  const auditId = await writeAudit(tx, operator, {
    action: 'games.setBattleSchedule',
    target: 'battles:schedule',
    before,
    after: input.lines,
    reason: input.reason,
  });
  return { auditId };
}
