import { z } from 'zod';

/**
 * Operators are not players (DESIGN section 4): their own accounts, each with one or more of these
 * roles. `owner` may do everything, operators included; the others hold a part of the site:
 * money (`finance`), players' questions and their accounts (`support`), the chat, avatars and bans
 * (`moderator`), boxes, pages and games (`content`). What each role may call is `adminRoles`
 * (roleTable.ts), the one table the server enforces and the console reads.
 */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'moderator', 'content'] as const;
export const operatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRole>;

/** The roles that see a player's whole mobile number; everyone else sees it masked (138****1234). */
export const MOBILE_VISIBLE_ROLES: readonly OperatorRole[] = ['owner', 'support'];
