import { moneyToCents, roll } from '@skinbox/api';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { openOfficialRollRoom } from '../../roll/operatorActions';
import { defineVerb } from '../verb';

const itemIds = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'catalogue item ids separated by commas, e.g. 12,12,40')
  .transform((list) => list.split(',').map(Number))
  .refine((ids) => ids.length <= roll.ROLL_MAX_PRIZES, `at most ${roll.ROLL_MAX_PRIZES} prizes`);

export const rollCreateVerb = defineVerb({
  name: 'roll-create',
  summary:
    'make an official roll room whose prizes come from the house (catalogue items); prints its id',
  usage:
    '--items <id,id,…> (--draw-at <ISO time> | --draw-in <seconds>) [--name <text>] [--cap <n>] [--password <6-16>] [--vip <level>] [--recharge-min <coins> --recharge-since <date>] [--draw-after-join <seconds>]',
  flags: z
    .object({
      items: itemIds,
      name: z.string().trim().min(1).max(roll.ROLL_NAME_MAX).default('官方福利 ROLL 房'),
      cap: z.coerce.number().int().min(1).max(roll.ROLL_MAX_CAP).default(1000),
      'draw-at': z.iso.datetime({ offset: true }).optional(),
      'draw-in': z.coerce.number().int().min(1).optional(),
      password: z.string().min(6).max(16).optional(),
      vip: z.coerce.number().int().min(1).max(roll.ROLL_MAX_VIP_LEVEL).optional(),
      'recharge-min': z
        .string()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount like 100')
        .optional(),
      'recharge-since': z.coerce.date().optional(),
      /** Journeys' seam: the first join brings the draw to this many seconds after it. */
      'draw-after-join': z.coerce.number().int().min(1).max(3600).optional(),
    })
    .strict()
    .refine((f) => (f['draw-at'] === undefined) !== (f['draw-in'] === undefined), {
      message: 'give --draw-at or --draw-in, not both',
    })
    .refine((f) => (f['recharge-min'] === undefined) === (f['recharge-since'] === undefined), {
      message: '--recharge-min and --recharge-since go together',
    }),
  async run({ db }, flags) {
    const now = new Date();
    const drawAt = flags['draw-at']
      ? new Date(flags['draw-at'])
      : new Date(now.getTime() + (flags['draw-in'] ?? 0) * 1000);
    const { rollId, prizeValue } = await db.transaction((tx) =>
      openOfficialRollRoom(
        tx,
        {
          name: flags.name,
          goodsIds: flags.items,
          cap: flags.cap,
          drawAt,
          password: flags.password,
          vipLevel: flags.vip,
          rechargeMinCents:
            flags['recharge-min'] === undefined ? undefined : moneyToCents(flags['recharge-min']),
          rechargeSince: flags['recharge-since'],
          drawAfterJoinSeconds: flags['draw-after-join'],
        },
        OPS_OPERATOR,
        now,
      ),
    );
    return [
      `roll room ${rollId} "${flags.name}": ${flags.items.length} prizes worth ${prizeValue} coins from the house, draws at ${drawAt.toISOString()}`,
    ];
  },
});
