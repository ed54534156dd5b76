import { centsToMoney, fields } from '@skinbox/api';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { openOfficialBattle } from '../../battles/operatorActions';
import { BATTLE_MAX_BOXES, BATTLE_MAX_SEATS, BATTLE_MIN_SEATS } from '@skinbox/rules';
import { loadConfig } from '../../config';
import { defineVerb } from '../verb';

/** `12x2,15x1`: box 12 twice, then box 15 once (the rounds in that order). */
export const boxList = z
  .string()
  .regex(/^\d+x\d+(,\d+x\d+)*$/, 'boxes look like 12x2,15x1 (box id x count, in round order)')
  .transform((text) =>
    text.split(',').map((part) => {
      const [boxId, count] = part.split('x').map(Number);
      return { boxId: boxId ?? 0, count: count ?? 0 };
    }),
  );

export const battleCreateOfficialVerb = defineVerb({
  name: 'battle-create-official',
  summary:
    'open an official battle room: every seat free for players, nobody pays until they sit; it dissolves with refunds when not full in time',
  usage: `--boxes <boxId>x<count>[,…] (at most ${BATTLE_MAX_BOXES} boxes) --seats <${BATTLE_MIN_SEATS}-${BATTLE_MAX_SEATS}> [--mode classic|clown] [--password <6-16 characters>]`,
  flags: z
    .object({
      boxes: boxList,
      seats: z.coerce.number().int().min(BATTLE_MIN_SEATS).max(BATTLE_MAX_SEATS),
      mode: z.enum(['classic', 'clown']).default('classic'),
      password: fields.password.optional(),
    })
    .strict(),
  async run({ db }, flags) {
    const { battleId, room } = await db.transaction((tx) =>
      openOfficialBattle(tx, flags, OPS_OPERATOR, loadConfig(), new Date()),
    );
    return [
      `official battle ${battleId}: ${room.seatCount} seats, ${room.mode}, rounds ${room.roundBoxIds.join(', ')}`,
      `each seat pays ${centsToMoney(room.seatCostCents)}${room.passwordHash ? '; password set' : ''}`,
      `server seed hash ${room.serverSeedHash}; dissolves at ${room.dissolveAt.toISOString()} unless full`,
    ];
  },
});
