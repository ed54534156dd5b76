import { centsToMoney, moneyToCents, roll } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { rollRooms } from '../../db/schema';
import { createRoom } from '../../roll/actions';
import { rollJobs } from '../../roll/jobs';
import { createLocalHub } from '../../socket/localHub';
import { SocketRegistry } from '../../socket/registry';
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
    if (drawAt.getTime() <= now.getTime()) throw new Error('the draw time has passed');
    // Nobody is connected to this process; the draw's notices go out from the server that runs it.
    const jobs = rollJobs(createLocalHub(new SocketRegistry()));
    const rollId = await createRoom(
      db,
      jobs,
      {
        name: flags.name,
        password: flags.password,
        vipLevel: flags.vip,
        rechargeMinCents:
          flags['recharge-min'] === undefined ? undefined : moneyToCents(flags['recharge-min']),
        rechargeSince: flags['recharge-since'],
        cap: flags.cap,
        drawAt,
        drawAfterJoinSeconds: flags['draw-after-join'],
        prizes: { from: 'house', itemIds: flags.items },
      },
      now,
    );
    const [room] = await db.select().from(rollRooms).where(eq(rollRooms.id, rollId));
    return [
      `roll room ${rollId} "${flags.name}": ${flags.items.length} prizes worth ${centsToMoney(room?.prizeCents ?? 0n)} coins from the house, draws at ${drawAt.toISOString()}`,
    ];
  },
});
