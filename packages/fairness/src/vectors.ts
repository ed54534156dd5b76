import type { RollInput } from './roll';

/**
 * Fixed vectors, computed once with Node's own `crypto.createHmac` (independent of `roll`), that
 * the server tests and the browser verifier must both reproduce. Never edit a vector to make a
 * test pass: a change here breaks every past roll's verification.
 */
export const ROLL_VECTORS: ReadonlyArray<{ input: RollInput; hmac: string; ticket: number }> = [
  {
    input: {
      game: 'box',
      serverSeed: 'server-seed-1',
      clientSeed: 'client-seed-1',
      nonce: 0,
      cursor: 0,
    },
    hmac: 'fc8011c9f36e8f4fcc4f9a38e73763fc4a91dc997d900e2fe8c846e3ad110961',
    ticket: 98633,
  },
  {
    input: {
      game: 'box',
      serverSeed: 'server-seed-1',
      clientSeed: 'client-seed-1',
      nonce: 1,
      cursor: 0,
    },
    hmac: '8a3ccd8f3f164f0a5a6a3aee8a66d4f48408a848e4c0c2c9a3dbb4ecf9c7c789',
    ticket: 54000,
  },
  {
    input: {
      game: 'battle',
      serverSeed: 'room-seed',
      clientSeed: 'public-seed',
      nonce: 2,
      cursor: 5,
    },
    hmac: '18f766256f0a8030316338e108eb637fa90e4955f607a2e75583d843c48c9716',
    ticket: 9753,
  },
  {
    input: {
      game: 'crash',
      serverSeed: '9f86d081884c7d65',
      clientSeed: '玩家种子',
      nonce: 41,
      cursor: 3,
    },
    hmac: '7361a41ba1a84ba90f5224c3623919cafc10652180da008c3cb4d0ac7f971903',
    ticket: 45071,
  },
];
