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

export const CRASH_CHAIN_VECTOR = {
  seed: 'crash-chain-seed',
  chain: [
    '1ee1f52a81479e7acf1bc80b10d849170d21f922d38b4c843b5a430b25f3f74e',
    'f5465195ebe60e75715979805e0c314bfff963d0945d9952b31490ecbefa8d3c',
    '93f08c9f34ef8b2c59cc263dd0d391b409137d912ff587290bb7d482afd826f0',
    'b4a83a5f6586ed8cbf49b2414f58883dc4f3f042d02548d78ae7e17222f5496d',
  ],
} as const;

/** Crash points in hundredths (162 = 1.62x). */
export const CRASH_POINT_VECTORS = [
  {
    gameHash: '93f08c9f34ef8b2c59cc263dd0d391b409137d912ff587290bb7d482afd826f0',
    houseEdge: 0.01,
    point: 162,
  },
  {
    gameHash: 'f5465195ebe60e75715979805e0c314bfff963d0945d9952b31490ecbefa8d3c',
    houseEdge: 0.01,
    point: 100,
  },
  {
    gameHash: '1ee1f52a81479e7acf1bc80b10d849170d21f922d38b4c843b5a430b25f3f74e',
    houseEdge: 0.04,
    point: 381,
  },
  {
    gameHash: '0000000000000000000000000000000000000000000000000000000000000000',
    houseEdge: 0.01,
    point: 147,
  },
] as const;
