/**
 * The game prefixes (DESIGN section 3): the first field of a roll's HMAC message, as the verify
 * pages state it (README, "The formulas as the verify pages state them"), and the game a stake or
 * a bag entry is booked under. Each game has its own, so two games never draw the same number
 * from one nonce. One home, read by the server that rolls and by the pages that re-derive.
 */
export const GAME = {
  box: 'box',
  battle: 'battle',
  crash: 'crash',
  rollRoom: 'roll',
  ammoBox: 'ammobox',
  welfare: 'welfare',
  timebox: 'timebox',
  freeCase: 'freecase',
  spread: 'spread',
  turntable: 'turntable',
  newYear: 'newyear',
  contract: 'contract',
  lucky: 'lucky',
  redPacket: 'redpacket',
  demo: 'demo',
} as const;

export type GameName = (typeof GAME)[keyof typeof GAME];

/** The games rolled with a player's own seed pair, in the order the verify page lists them. */
export const SEED_PAIR_GAMES = [
  GAME.box,
  GAME.ammoBox,
  GAME.welfare,
  GAME.timebox,
  GAME.freeCase,
  GAME.spread,
  GAME.turntable,
  GAME.newYear,
  GAME.contract,
  GAME.lucky,
  GAME.redPacket,
] as const;
