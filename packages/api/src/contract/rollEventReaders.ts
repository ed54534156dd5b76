import type { rollEvents } from './roll';
import {
  fields,
  isBoolean,
  isId,
  isIsoDateTime,
  isString,
  nested,
  oneOf,
  type Reader,
} from './readers';
import type { z } from 'zod';

/** A room holds 1 to 50 prizes and lets 1 to 2000 players in. */
export const ROLL_MAX_PRIZES = 50;
export const ROLL_MAX_CAP = 2000;
export const ROLL_NAME_MAX = 30;
/** A streamer's draw is 5 minutes to 30 days away when the room is made. */
export const ROLL_MIN_DRAW_MINUTES = 5;
export const ROLL_MAX_DRAW_DAYS = 30;
/** VIP levels a room may ask for. */
export const ROLL_MAX_VIP_LEVEL = 10;

/** The events of a room's channel. */
export const rollChannel = (id: number) => `roll:${id}`;

type RollEvents = typeof rollEvents;

/**
 * A room's channel events read without zod (readers.ts), as roll.ts rollEvents reads them: they
 * come with the room's first screen, zod would come with them. The limits above sit here too, so
 * a screen that needs them brings no schema.
 */
export const rollEventReaders: { [E in keyof RollEvents]: Reader<z.output<RollEvents[E]>> } = {
  joined: fields({
    rollId: isId,
    participant: nested(
      fields({
        userId: isId,
        nickName: isString,
        avater: isString,
        avaterFrame: isString,
        isAnchor: isBoolean,
        joinedAt: isIsoDateTime,
      }),
    ),
    participants: isId,
  }),
  drawn: fields({ rollId: isId, status: oneOf('open', 'drawn', 'returned') }),
};
