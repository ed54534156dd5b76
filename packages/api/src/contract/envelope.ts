import { z } from 'zod';

/**
 * Every HTTP answer is `{ code, msg, data }`; code 0 is success (SPEC section 8). Errors carry a
 * non-zero code and a message key the site translates (DESIGN section 5).
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorBody = z.object({
  code: z
    .number()
    .int()
    .refine((c) => c !== 0),
  msg: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;
