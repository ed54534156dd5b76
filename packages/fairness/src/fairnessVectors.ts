/**
 * Fixed vectors for the modules beside `roll`, computed once with Python's hashlib/hmac
 * (independent of this package). Never edit one to make a test pass: past outcomes depend on them.
 */
export const TICKET_RANGE_VECTORS: ReadonlyArray<{
  weights: number[];
  ranges: Array<{ from: number; to: number }>;
}> = [
  {
    weights: [50, 30, 15, 4.9, 0.1],
    ranges: [
      { from: 1, to: 50000 },
      { from: 50001, to: 80000 },
      { from: 80001, to: 95000 },
      { from: 95001, to: 99900 },
      { from: 99901, to: 100000 },
    ],
  },
  {
    // A vanishing chance still owns one ticket; the last item absorbs the rest.
    weights: [0.000001, 1],
    ranges: [
      { from: 1, to: 1 },
      { from: 2, to: 100000 },
    ],
  },
  {
    // Thirds round to 33333 each and the last takes 33334.
    weights: [1, 1, 1],
    ranges: [
      { from: 1, to: 33333 },
      { from: 33334, to: 66666 },
      { from: 66667, to: 100000 },
    ],
  },
];

export const BATTLE_VECTORS = [
  {
    userCodes: ['alpha', '贝塔', 'gamma'],
    publicSeed: '6c65d0d6fa98616c2b5c13408caa3986f2645d428ea9491ddc683c4d149db10e',
    roomSeed: 'room-seed-7',
    round: 1,
    seat: 2,
    hmac: '3fd21d6f079ae27185bb13e520b01b072e11799c8c71e08995d93959f2ac6779',
    ticket: 24930,
  },
] as const;

/** A whole 3-seat, 2-round battle: tickets[r - 1][s - 1] for round r, seat s. */
export const BATTLE_GAME_VECTOR = {
  roomSeed: 'c0ffee-room-seed-42',
  userCodes: ['k7Qp2x', '玩家二', 'bot-8'],
  publicSeed: '3f97356c4410759f42e361cbb9d7e3bee24a7962ed0ab32541a3193df7c9a57b',
  tickets: [
    [60266, 86877, 34971],
    [7923, 89511, 32921],
  ],
} as const;

/**
 * A room the creator filled with bots: seat 1 took the code sent with the fill, seats 2 and 3 the
 * bot codes 'bot-2' and 'bot-3' the rule fixes. tickets[r - 1][s - 1] for round r, seat s.
 */
export const BOT_BATTLE_VECTOR = {
  roomSeed: 'battle-room-with-bots',
  userCodes: ['creator-fill-code', 'bot-2', 'bot-3'],
  botSeats: [2, 3],
  publicSeed: 'd60a5f36ab61a418a59a5f3ec5d7638d71be9b64ce29fda02e9a6086f20959e7',
  tickets: [
    [91939, 29292, 49420],
    [58286, 58870, 99431],
  ],
} as const;

export const CRASH_CHAIN_VECTOR = {
  seed: 'crash-chain-seed',
  chain: [
    '1ee1f52a81479e7acf1bc80b10d849170d21f922d38b4c843b5a430b25f3f74e',
    'f5465195ebe60e75715979805e0c314bfff963d0945d9952b31490ecbefa8d3c',
    '93f08c9f34ef8b2c59cc263dd0d391b409137d912ff587290bb7d482afd826f0',
    'b4a83a5f6586ed8cbf49b2414f58883dc4f3f042d02548d78ae7e17222f5496d',
  ],
} as const;

/**
 * A salt as a chain takes one after its commitment: a public value nobody could choose (here a
 * Bitcoin block hash, the source bustabit used).
 */
export const CRASH_SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';

/**
 * Crash points in hundredths (162 = 1.62x): HMAC-SHA256(key = game hash as hex text, message =
 * 'crash:' + salt), or 'crash' alone for chains committed before salts existed (salt null).
 */
export const CRASH_POINT_VECTORS: ReadonlyArray<{
  gameHash: string;
  houseEdge: number;
  salt: string | null;
  hmac?: string;
  point: number;
}> = [
  {
    gameHash: '93f08c9f34ef8b2c59cc263dd0d391b409137d912ff587290bb7d482afd826f0',
    houseEdge: 0.01,
    salt: null,
    point: 162,
  },
  {
    gameHash: 'f5465195ebe60e75715979805e0c314bfff963d0945d9952b31490ecbefa8d3c',
    houseEdge: 0.01,
    salt: null,
    point: 100,
  },
  {
    gameHash: '1ee1f52a81479e7acf1bc80b10d849170d21f922d38b4c843b5a430b25f3f74e',
    houseEdge: 0.04,
    salt: null,
    point: 381,
  },
  {
    gameHash: '0000000000000000000000000000000000000000000000000000000000000000',
    houseEdge: 0.01,
    salt: null,
    point: 147,
  },
  {
    gameHash: '93f08c9f34ef8b2c59cc263dd0d391b409137d912ff587290bb7d482afd826f0',
    houseEdge: 0.01,
    salt: CRASH_SALT,
    hmac: 'eed492cc727498ce4e256c303d65ff65b8b014f7f273417ab555a5abdc25e911',
    point: 1476,
  },
  {
    gameHash: '93f08c9f34ef8b2c59cc263dd0d391b409137d912ff587290bb7d482afd826f0',
    houseEdge: 0.04,
    salt: CRASH_SALT,
    hmac: 'eed492cc727498ce4e256c303d65ff65b8b014f7f273417ab555a5abdc25e911',
    point: 1431,
  },
  {
    gameHash: 'f5465195ebe60e75715979805e0c314bfff963d0945d9952b31490ecbefa8d3c',
    houseEdge: 0.01,
    salt: CRASH_SALT,
    hmac: 'b06af72cde49c634da48de724c5d529487bc97b78e3c43607ea8652b3290a582',
    point: 318,
  },
  {
    gameHash: '1ee1f52a81479e7acf1bc80b10d849170d21f922d38b4c843b5a430b25f3f74e',
    houseEdge: 0.01,
    salt: CRASH_SALT,
    hmac: '4edc7c038959052471a47901b048d1b9a7c010b5c2799d245daf00349adb4a14',
    point: 143,
  },
  {
    // The salt is UTF-8 text as entered, spaces and all.
    gameHash: '0000000000000000000000000000000000000000000000000000000000000000',
    houseEdge: 0.01,
    salt: 'salt with spaces · 盐',
    point: 1014,
  },
];

/** Multipliers in hundredths by elapsed ms, from floor(100 · e^(0.00006 · ms)) in Python. */
export const CRASH_MULTIPLIER_VECTORS = [
  { elapsedMs: 0, multiplier: 100 },
  { elapsedMs: 1000, multiplier: 106 },
  { elapsedMs: 5000, multiplier: 134 },
  { elapsedMs: 11552, multiplier: 199 },
  { elapsedMs: 11553, multiplier: 200 },
  { elapsedMs: 30000, multiplier: 604 },
  { elapsedMs: 60000, multiplier: 3659 },
  { elapsedMs: 123456, multiplier: 164806 },
] as const;

/** How long a round with each crash point runs: ceil(ln(p / 100) / 0.00006) ms, in Python. */
export const CRASH_DURATION_VECTORS = [
  { point: 100, elapsedMs: 0 },
  { point: 101, elapsedMs: 166 },
  { point: 162, elapsedMs: 8041 },
  { point: 200, elapsedMs: 11553 },
  { point: 381, elapsedMs: 22294 },
  { point: 1000, elapsedMs: 38377 },
  { point: 100000, elapsedMs: 115130 },
] as const;
