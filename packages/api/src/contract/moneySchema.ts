import { z } from 'zod';
import { MONEY_PATTERN } from '@skinbox/rules';

/** Money on the wire (money.ts): a decimal string with exactly two places, e.g. "12.30". */
export const moneyString = z.string().regex(MONEY_PATTERN, 'errors.badRequest');
