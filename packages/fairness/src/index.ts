export { TICKETS, hmacSha256Hex, roll, toHex, type RollInput, type RollResult } from './roll';
export { ROLL_VECTORS } from './vectors';
export { randomSeed, sha256Hex } from './hash';
export { pickByTicket, ticketRanges, type TicketRange } from './tickets';
export { battlePublicSeed, battleRoll, battleRolls, botUserCode } from './battle';
export { CRASH_GROWTH_PER_MS, crashElapsedMs, crashMultiplierAt } from './crashCurve';
export {
  crashChain,
  crashMessage,
  crashPoint,
  firstBrokenLink,
  followsInChain,
  linksToTerminal,
} from './crash';
export {
  defaultClientSeed,
  matchesHash,
  newSeedPair,
  rotateSeedPair,
  type SeedPair,
} from './seeds';
export {
  BATTLE_GAME_VECTOR,
  BATTLE_VECTORS,
  BOT_BATTLE_VECTOR,
  CRASH_CHAIN_VECTOR,
  CRASH_DURATION_VECTORS,
  CRASH_MULTIPLIER_VECTORS,
  CRASH_POINT_VECTORS,
  CRASH_SALT,
  TICKET_RANGE_VECTORS,
} from './fairnessVectors';
export { GAME, SEED_PAIR_GAMES, type GameName } from './games';
export { rollPublicSeed, rollRoomDraws, type RollRoomDraw } from './rollRoom';
export { DEMO_CLIENT_SEED, demoRoll } from './demo';
export { luckyRoll, luckyWinningTickets, type LuckyInput } from './lucky';
export { LUCKY_VECTORS, ROLL_ROOM_FULL_VECTOR, ROLL_ROOM_VECTORS } from './rollLuckyVectors';
export {
  CONTRACT_RUNGS,
  CONTRACT_SPAN,
  contractExpectedCents,
  contractLadder,
  contractRoll,
  contractTickets,
  type ContractCandidate,
} from './contract';
export { CONTRACT_ROLL_VECTORS, CONTRACT_TICKET_VECTORS } from './contractVectors';
export { luckyPacketCents, redPacketShares, type RedPacketSplitInput } from './redPacket';
export {
  LUCKY_PACKET_ROLL_VECTORS,
  LUCKY_PACKET_VECTORS,
  RED_PACKET_SPLIT_VECTORS,
} from './redPacketVectors';
