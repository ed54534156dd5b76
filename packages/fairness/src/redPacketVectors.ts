/**
 * Fixed vectors of red packet splits and lucky amounts, computed once with Python's hashlib/hmac
 * (independent of this package; integers only). Never edit one to make a test pass: past packets
 * depend on them.
 */
export const RED_PACKET_SPLIT_VECTORS = [
  {
    serverSeed: 'packet-seed-1',
    serverSeedHash: '0bd6e9c1b3cefcfce31214db59f442a4511d31a876d41ad25618ba071f2f70e0',
    clientSeed: 'NEWYEAR88',
    totalCents: 10000,
    count: 5,
    shares: [134, 1171, 4639, 2009, 2047],
  },
  {
    serverSeed: 'c0ffee-redpacket',
    serverSeedHash: '1b0e6f136810f8ff650f8597d86200b13ac31dbdf1f06a5933fec7f435680425',
    clientSeed: '福',
    totalCents: 888,
    count: 8,
    shares: [87, 18, 212, 187, 186, 5, 156, 37],
  },
  // One cent each: nothing is left to roll for.
  { serverSeed: 'seed-tight', clientSeed: 'abc', totalCents: 3, count: 3, shares: [1, 1, 1] },
  { serverSeed: 'seed-one', clientSeed: 'solo', totalCents: 12345, count: 1, shares: [12345] },
  {
    serverSeed: 'seed-big',
    clientSeed: 'BIGONE',
    totalCents: 1000000,
    count: 10,
    shares: [162403, 83887, 146061, 43338, 11066, 157181, 75604, 106345, 155440, 58675],
  },
] as const;

/** ticket, min and max cents, amount. */
export const LUCKY_PACKET_VECTORS = [
  { ticket: 1, minCents: 10, maxCents: 888, cents: 10 },
  { ticket: 50000, minCents: 10, maxCents: 888, cents: 449 },
  { ticket: 100000, minCents: 10, maxCents: 888, cents: 888 },
  { ticket: 1, minCents: 100, maxCents: 100, cents: 100 },
  { ticket: 100000, minCents: 100, maxCents: 100, cents: 100 },
] as const;

/**
 * Lucky packets end to end: roll('redpacket', the player's server seed, client seed, nonce, 0)
 * gives the ticket, and the ticket the amount between the packet's bounds.
 */
export const LUCKY_PACKET_ROLL_VECTORS = [
  {
    serverSeed: 'packet-pair-seed',
    clientSeed: 'my-client-seed',
    nonce: 0,
    hmac: '2c0db85071529028fe6b8e920964f154f3bd4d5dbad1a6d0797cc6481a54a73a',
    ticket: 17209,
    minCents: 10,
    maxCents: 888,
    cents: 161,
  },
  {
    serverSeed: 'packet-pair-seed',
    clientSeed: 'my-client-seed',
    nonce: 1,
    hmac: '50e94b7c2960d7255e82ff31b8f579a0419b6863fb5a92d5fcf57103c9a15ec9',
    ticket: 31606,
    minCents: 10,
    maxCents: 888,
    cents: 287,
  },
  {
    serverSeed: '另一个种子',
    clientSeed: '客户',
    nonce: 7,
    hmac: '7ef8a14bc78e1073ba54bfe2e6a160cb168582c0d3945d62a339b0a69702b0cb',
    ticket: 49599,
    minCents: 100,
    maxCents: 5000,
    cents: 2530,
  },
] as const;
