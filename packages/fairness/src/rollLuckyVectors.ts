/**
 * Fixed vectors of roll room draws and lucky tries, computed once with Python's hashlib/hmac
 * (independent of this package; the draw position as (h × remaining) >> 52 on integers). Never
 * edit one to make a test pass: past draws and tries depend on them.
 */
export const ROLL_ROOM_VECTORS = [
  {
    roomSeed: 'roll-room-seed-1',
    participantIds: [17, 4, 1023, 56],
    prizes: 3,
    publicSeed: 'bd62d003b258ab97eb7dd81b688e6dbbe9ef81c6fd5f6e3e4f983ab5a82211f8',
    draws: [
      {
        prize: 0,
        hmac: 'b81ca394b84fb72feba39da20d6be27343083358804c3e975e972ae832eb884e',
        ticket: 71919,
        position: 2,
        userId: 1023,
      },
      {
        prize: 1,
        hmac: 'f9f998f590e32d10dcee9834c89ab392730bfb80ed33eaba856f6c86dde53dea',
        ticket: 97647,
        position: 2,
        userId: 56,
      },
      {
        prize: 2,
        hmac: '394a4f1fe504f34302e840bfa67d0472ec99dcc2da1be8188ba54d7e69af7b18',
        ticket: 22380,
        position: 0,
        userId: 17,
      },
    ],
  },
  {
    // More prizes than participants: the one participant takes the first, the second is not drawn.
    roomSeed: 'c0ffee-roll-9',
    participantIds: [7],
    prizes: 2,
    publicSeed: '7902699be42c8a8e46fbbb4501726517e86b22c56a189f7625a6da49081b2451',
    draws: [
      {
        prize: 0,
        hmac: 'f8b94c61481221f55fe92a9d7b47243d35fd018926cf30720848757a4aa15477',
        ticket: 97158,
        position: 0,
        userId: 7,
      },
    ],
  },
] as const;

/** A whole room: every participant wins exactly one of as many prizes, winners in prize order. */
export const ROLL_ROOM_FULL_VECTOR = {
  roomSeed: 'roll-seed-five',
  participantIds: [101, 102, 103, 104, 105, 106, 107, 108],
  publicSeed: 'c46711cbd976e49982b76e42f85223a34abd28feb022d72a97a23ac11519ec3c',
  positions: [3, 3, 3, 4, 0, 0, 1, 0],
  winners: [104, 105, 106, 108, 101, 102, 107, 103],
} as const;

export const LUCKY_VECTORS = [
  {
    serverSeed: 'lucky-server-seed',
    clientSeed: 'lucky-client',
    nonce: 0,
    chancePercent: 5,
    hmac: '94ba63c06cc51910dadce07533c703130086721ee11dae5be2a0f48f4381c5f9',
    ticket: 58097,
    won: false,
  },
  {
    serverSeed: 'lucky-server-seed',
    clientSeed: 'lucky-client',
    nonce: 1,
    chancePercent: 80,
    hmac: '85f489a36d120a1b2f8b5a9445b20008d992e85746fd172658d2b886f49cb9c3',
    ticket: 52327,
    won: true,
  },
  {
    serverSeed: 'lucky-server-seed',
    clientSeed: 'lucky-client',
    nonce: 3,
    chancePercent: 5,
    hmac: '027ee97629158117ca936a6e58039160ba2624889757aa3b763d0b6c2ce0a7ae',
    ticket: 975,
    won: true,
  },
  {
    // On the edge: ticket 79000 wins at 79 % (79000 winning tickets) and loses at 78 %.
    serverSeed: 'srv-2',
    clientSeed: '玩家',
    nonce: 212,
    chancePercent: 79,
    hmac: 'ca3d0af17b67a6912e8b69ec6c918724110a5f655db231742000e80c0074f91d',
    ticket: 79000,
    won: true,
  },
  {
    serverSeed: 'srv-2',
    clientSeed: '玩家',
    nonce: 212,
    chancePercent: 78,
    hmac: 'ca3d0af17b67a6912e8b69ec6c918724110a5f655db231742000e80c0074f91d',
    ticket: 79000,
    won: false,
  },
] as const;
