import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { moneyString } from './moneySchema';
import { isoDateTime, pageOf, pageRequest } from './page';

/**
 * The red-packet centre (SPEC sections 2, 4 and 8; GAMES.md section 6): the seven kinds of SPEC,
 * each configured by an operator (`pnpm ops red-packet`), each received at most once per period of
 * the site clock. Password packets are not listed: a player types the operator's code, and the
 * first `count` players split the packet's amount. Amounts come from the `promotions` account.
 */
export const RED_PACKET_KINDS = [
  'password',
  'activity',
  'lucky',
  'recharge',
  'rebate',
  'loss',
  'vip',
] as const;
export const redPacketKind = z.enum(RED_PACKET_KINDS);
export type RedPacketKind = z.infer<typeof redPacketKind>;

/** SPEC section 9 "Red packet periods". */
export const RED_PACKET_PERIODS = ['day', 'week', 'month', 'year'] as const;
export const redPacketPeriod = z.enum(RED_PACKET_PERIODS);
export type RedPacketPeriod = z.infer<typeof redPacketPeriod>;

/**
 * SPEC section 4: receivable or received; `locked` while the player does not meet the packet's
 * condition yet (the recharge, turnover, loss or VIP level it asks for).
 */
export const RED_PACKET_STATES = ['receivable', 'received', 'locked'] as const;
export const redPacketState = z.enum(RED_PACKET_STATES);
export type RedPacketState = z.infer<typeof redPacketState>;

/** What the player was given for the period, when they received it. */
export const redPacketReceipt = z.object({
  amount: moneyString,
  /** The verifiable roll of a lucky packet (fairness.verify). */
  rollId: z.number().int().positive().nullable(),
  createdAt: isoDateTime,
});

const listed = {
  id: z.number().int().positive(),
  period: redPacketPeriod,
  state: redPacketState,
  /**
   * The period the state is about, on the site clock ('2026-11-24', '2026-W48', '2026-11',
   * '2026'): the current one, or for rebate and loss the one that just ended, which they pay.
   */
  periodKey: z.string(),
  /** When the next period starts and the packet can be received again. */
  nextAt: isoDateTime,
  received: redPacketReceipt.nullable(),
};

/** A fixed amount once per period while the activity (ActivityConfig) runs. */
export const activityPacket = z.object({
  ...listed,
  kind: z.literal('activity'),
  amount: moneyString,
  activityId: z.number().int().positive(),
  /** The activity's title in the player's language. */
  title: z.string(),
  endsAt: isoDateTime,
});

/** A random amount between the bounds, rolled with the game prefix 'redpacket' (verifiable). */
export const luckyPacket = z.object({
  ...listed,
  kind: z.literal('lucky'),
  minAmount: moneyString,
  maxAmount: moneyString,
});

/** A fixed amount once the player has recharged `threshold` in the period. */
export const rechargePacket = z.object({
  ...listed,
  kind: z.literal('recharge'),
  amount: moneyString,
  threshold: moneyString,
  /** What the player recharged in the period so far. */
  recharged: moneyString,
});

/**
 * A share of the previous period's turnover (rebate: coins spent on boxes and battles) or net loss
 * (loss: coins that went to the house in games and the mall, less what came back), capped.
 */
const sharePacket = {
  ...listed,
  /** Basis points: 20 = 0.20 %. */
  rateBasisPoints: z.number().int().positive(),
  cap: moneyString,
  /** The turnover or net loss of the period it pays. */
  basis: moneyString,
  /** What receiving it pays: basis × rate, capped, rounded down to the cent. */
  amount: moneyString,
};
export const rebatePacket = z.object({ ...sharePacket, kind: z.literal('rebate') });
export const lossPacket = z.object({ ...sharePacket, kind: z.literal('loss') });

/** A fixed amount per period by VIP level (level 0 gets nothing). */
export const vipPacket = z.object({
  ...listed,
  kind: z.literal('vip'),
  vipLevel: z.number().int().nonnegative(),
  /** What the player's level pays. */
  amount: moneyString,
  levels: z.array(z.object({ level: z.number().int().positive(), amount: moneyString })),
});

export const redPacket = z.discriminatedUnion('kind', [
  activityPacket,
  luckyPacket,
  rechargePacket,
  rebatePacket,
  lossPacket,
  vipPacket,
]);
export type RedPacket = z.infer<typeof redPacket>;

export const list = defineEndpoint({
  path: '/api/redpacket/list',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: z.object({ platformId: z.number().int().positive().max(2_147_483_647).default(1) }),
  response: z.object({
    serverNow: isoDateTime,
    /** The listed packets in SPEC's order of kinds; a visitor sees every one locked. */
    packets: z.array(redPacket),
  }),
});

/** What receiving a listed packet paid. */
export const receipt = z.object({
  packetId: z.number().int().positive(),
  kind: redPacketKind,
  periodKey: z.string(),
  amount: moneyString,
  rollId: z.number().int().positive().nullable(),
  ticket: z.number().int().min(1).nullable(),
});
export type RedPacketReceipt = z.infer<typeof receipt>;

export const receive = defineEndpoint({
  path: '/api/redpacket/receive',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    id: z.number().int().positive().max(2_147_483_647),
    platformId: z.number().int().positive().max(2_147_483_647).default(1),
  }),
  response: receipt,
});

/** Longest operator code for a password packet. */
export const RED_PACKET_PASSWORD_MAX = 32;

export const password = defineEndpoint({
  path: '/api/redpacket/password',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    password: z
      .string('errors.redPacketPasswordRequired')
      .trim()
      .min(1, 'errors.redPacketPasswordRequired')
      .max(RED_PACKET_PASSWORD_MAX, 'errors.redPacketPassword'),
  }),
  response: z.object({
    packetId: z.number().int().positive(),
    amount: moneyString,
    /** The player's place among the claimants (1 = first). */
    seq: z.number().int().positive(),
    count: z.number().int().positive(),
  }),
});

/** One red packet the player received, for the centre's history. */
export const record = z.object({
  id: z.number().int().positive(),
  packetId: z.number().int().positive(),
  kind: redPacketKind,
  periodKey: z.string(),
  amount: moneyString,
  rollId: z.number().int().positive().nullable(),
  createdAt: isoDateTime,
});
export type RedPacketRecord = z.infer<typeof record>;

export const records = defineEndpoint({
  path: '/api/redpacket/records',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(record),
});

/**
 * How a password packet was split (DESIGN section 3): the hash of its server seed was fixed when
 * the operator made it; once every share is taken or the packet expires the seed is shown, and
 * the shares can be recomputed with redPacketShares of @skinbox/fairness. Only claimants see it.
 */
export const proof = defineEndpoint({
  path: '/api/redpacket/proof',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ packetId: z.number().int().positive().max(2_147_483_647) }),
  response: z.object({
    packetId: z.number().int().positive(),
    total: moneyString,
    count: z.number().int().positive(),
    serverSeedHash: z.string(),
    /** Null while shares are left. */
    serverSeed: z.string().nullable(),
    /** The client seed of the split: the packet's password. */
    clientSeed: z.string(),
    shares: z.array(
      z.object({ seq: z.number().int().positive(), amount: moneyString, mine: z.boolean() }),
    ),
  }),
});
