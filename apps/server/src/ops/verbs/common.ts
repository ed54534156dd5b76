import { z } from 'zod';

/** Flag schemas shared by verbs: flags arrive as text. */
export const idFlag = z.coerce.number().int().positive();
export const platformFlag = z.coerce.number().int().positive().default(1);
export const onOff = z.enum(['on', 'off']);
export const yes = z.literal('true');
