import { z } from 'zod';

/** Where a one-off reward stands (VIP levels, the sticker album). */
export const REWARD_STATES = ['locked', 'claimable', 'claimed'] as const;
export const rewardState = z.enum(REWARD_STATES);
