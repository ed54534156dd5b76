/**
 * Fixed contract vectors, computed once with an independent Python program (hashlib/hmac and
 * Python's own integers) from the rules in contract.ts. Never edit one to make a test pass: past
 * contracts are verified against them.
 */
export const CONTRACT_TICKET_VECTORS: ReadonlyArray<{
  pricesCents: number[];
  valueCents: number;
  rtpBasisPoints: number;
  tickets: number[];
}> = [
  {
    pricesCents: [2500, 3710, 5520, 8200, 12200, 18100, 26900, 40000],
    valueCents: 10000,
    rtpBasisPoints: 9000,
    tickets: [28115, 20076, 14633, 10987, 8525, 6880, 5767, 5017],
  },
  {
    pricesCents: [1200, 2900, 4100, 9800, 15000],
    valueCents: 4500,
    rtpBasisPoints: 9000,
    tickets: [43891, 21236, 16557, 9979, 8337],
  },
  {
    // Two rungs only: the mix of equal and price-inverse odds.
    pricesCents: [1000, 16000],
    valueCents: 4000,
    rtpBasisPoints: 9500,
    tickets: [81334, 18666],
  },
  {
    pricesCents: [25, 30, 40, 390],
    valueCents: 100,
    rtpBasisPoints: 5000,
    tickets: [37788, 32016, 24805, 5391],
  },
  {
    // Equal odds fall short of the target: the dear rung gains (negative powers).
    pricesCents: [50000, 60000, 70000, 400000],
    valueCents: 200000,
    rtpBasisPoints: 9500,
    tickets: [20082, 20598, 21116, 38204],
  },
];

/** roll('contract', serverSeed, clientSeed, nonce, 0). */
export const CONTRACT_ROLL_VECTORS: ReadonlyArray<{
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  hmac: string;
  ticket: number;
}> = [
  {
    serverSeed: 'server-seed-1',
    clientSeed: 'client-seed-1',
    nonce: 0,
    hmac: '00874ff6afae011e8186b9eb86bc6d22af4a9e2609ce6ace44f965d72cd2dbf9',
    ticket: 207,
  },
  {
    serverSeed: 'a3f1c0de',
    clientSeed: 'player-code',
    nonce: 7,
    hmac: '644fe4aeea8cc4b465dfe8c02f41c2f9bd0e0b0decfb0f1c6336fdc373f26485',
    ticket: 39185,
  },
];
