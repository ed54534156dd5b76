import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { reserveEvents, type LocalizedName } from '../../db/schema';
import { addReservation, openReservation } from '../../reserve/operatorActions';
import { defineVerb } from '../verb';
import { idFlag } from './common';
import { MINUTE_MS } from '@skinbox/rules';

const LOCALES = ['zh', 'en', 'vi', 'ko', 'tw'] as const;
const text = (max: number) => z.string().trim().min(1).max(max);

/** `--name` in every language, each `--name-<locale>` replacing it in its own. */
function localized(flags: Record<string, string | undefined>, base: string): LocalizedName {
  const all = flags[base] ?? '';
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, flags[`${base}-${locale}`] ?? all]),
  ) as LocalizedName;
}

const localizedFlags = (base: string, max: number) =>
  Object.fromEntries(LOCALES.map((locale) => [`${base}-${locale}`, text(max).optional()]));

export const reserveAddVerb = defineVerb({
  name: 'reserve-add',
  summary:
    'announce an upcoming event or box on /m/reserve; at its time it opens and every player who reserved it gets an in-site message',
  usage:
    '--name <text> [--name-en|-vi|-ko|-tw <text>] [--details <text>] [--details-en|… <text>] (--at <ISO time> | --in <minutes>) [--kind event|box --box <box id>]',
  flags: z
    .object({
      kind: z.enum(['event', 'box']).default('event'),
      name: text(60),
      ...localizedFlags('name', 60),
      details: z.string().trim().max(500).default(''),
      ...localizedFlags('details', 500),
      box: idFlag.optional(),
      at: z.iso.datetime({ offset: true }).optional(),
      in: z.coerce
        .number()
        .int()
        .min(1)
        .max(366 * 24 * 60)
        .optional(),
    })
    .strict()
    .refine((f) => (f.at === undefined) !== (f.in === undefined), {
      message: 'give --at or --in, not both',
    })
    .refine((f) => (f.kind === 'box') === (f.box !== undefined), {
      message: 'a box event needs --box, and only a box event takes it',
    }),
  async run({ db }, flags) {
    const now = new Date();
    const opensAt = flags.at
      ? new Date(flags.at)
      : new Date(now.getTime() + (flags.in ?? 0) * MINUTE_MS);
    const values = flags as unknown as Record<string, string | undefined>;
    const event = await db.transaction((tx) =>
      addReservation(
        tx,
        {
          kind: flags.kind,
          names: localized(values, 'name'),
          details: localized(values, 'details'),
          boxId: flags.box ?? null,
          opensAt,
        },
        OPS_OPERATOR,
        now,
      ),
    );
    return [`event ${event.eventId} "${event.names.zh}" opens at ${opensAt.toISOString()}`];
  },
});

export const reserveOpenVerb = defineVerb({
  name: 'reserve-open',
  summary: 'open an announced event now: the players who reserved it get their message',
  usage: '--event <event id>',
  flags: z.object({ event: idFlag }).strict(),
  async run({ db }, flags) {
    const [event] = await db
      .select({ id: reserveEvents.id, openedAt: reserveEvents.openedAt })
      .from(reserveEvents)
      .where(eq(reserveEvents.id, flags.event));
    if (!event) throw new Error(`there is no event ${flags.event}`);
    if (event.openedAt)
      throw new Error(`event ${flags.event} opened at ${event.openedAt.toISOString()}`);
    await db.transaction((tx) => openReservation(tx, { eventId: flags.event }, OPS_OPERATOR));
    return [
      `event ${flags.event} opens now; the next server process to run its jobs sends the messages`,
    ];
  },
});
