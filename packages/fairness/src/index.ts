export { TICKETS, hmacSha256Hex, roll, toHex, type RollInput, type RollResult } from './roll';
export { ROLL_VECTORS } from './vectors';
export { randomSeed, sha256Hex } from './hash';
export { pickByTicket, ticketRanges, type TicketRange } from './tickets';
export { battlePublicSeed, battleRoll } from './battle';
export { crashChain, crashPoint, followsInChain } from './crash';
export {
  defaultClientSeed,
  matchesHash,
  newSeedPair,
  rotateSeedPair,
  type SeedPair,
} from './seeds';
export {
  BATTLE_VECTORS,
  CRASH_CHAIN_VECTOR,
  CRASH_POINT_VECTORS,
  TICKET_RANGE_VECTORS,
} from './fairnessVectors';
