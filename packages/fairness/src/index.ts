export { TICKETS, hmacSha256Hex, roll, toHex, type RollInput, type RollResult } from './roll';
export { ROLL_VECTORS } from './vectors';
