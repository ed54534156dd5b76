/**
 * Fixed vectors of red packet splits and lucky amounts, computed once with Python's hashlib/hmac
 * (independent of this package; integers only). Never edit one to make a test pass: past packets
 * depend on them.
 */
export const RED_PACKET_SPLIT_VECTORS = [
  {
    serverSeed: 'packet-seed-1',
    clientSeed: 'NEWYEAR88',
    totalCents: 10000,
    count: 5,
    shares: [134, 1171, 4639, 2009, 2047],
  },
  {
    serverSeed: 'c0ffee-redpacket',
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
