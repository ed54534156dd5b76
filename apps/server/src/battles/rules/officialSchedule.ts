import { z } from 'zod';
import {
  BATTLE_MODES,
  BATTLE_MAX_BOXES,
  BATTLE_MAX_SEATS,
  BATTLE_MIN_SEATS,
  MINUTE_MS,
} from '@skinbox/rules';

/** The config item (config_item) that holds the operators' schedule of official rooms. */
export const OFFICIAL_SCHEDULE_KEY = 'battleOfficialRooms';
/** How often the schedule is looked at: a room taken is replaced within about a minute. */
export const OFFICIAL_SCHEDULE_STEP_MS = MINUTE_MS;
/** The most rooms of one kind the schedule keeps open. */
export const MAX_KEPT_OPEN = 20;

/**
 * One line of the schedule (GAMES.md section 1, "official ... made by the site on a schedule"):
 * rooms of these boxes, seats and mode, `keep` of them open for players at any time.
 */
export const officialTemplate = z.object({
  boxes: z
    .array(
      z.object({
        boxId: z.number().int().positive(),
        count: z.number().int().min(1).max(BATTLE_MAX_BOXES),
      }),
    )
    .min(1),
  seats: z.number().int().min(BATTLE_MIN_SEATS).max(BATTLE_MAX_SEATS),
  mode: z.enum(BATTLE_MODES),
  keep: z.number().int().min(1).max(MAX_KEPT_OPEN),
});
export type OfficialTemplate = z.infer<typeof officialTemplate>;

export const officialSchedule = z.array(officialTemplate);

/** The stored schedule; none (or one an operator broke by hand) is an empty schedule. */
export function parseSchedule(value: string | undefined): OfficialTemplate[] {
  if (value === undefined) return [];
  try {
    const parsed = officialSchedule.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** A waiting official room as the schedule counts it. */
export interface OpenOfficialRoom {
  roundBoxIds: readonly number[];
  seatCount: number;
  mode: string;
}

const roundsOf = (template: OfficialTemplate) =>
  template.boxes.flatMap(({ boxId, count }) => Array.from({ length: count }, () => boxId));

function isRoomOf(template: OfficialTemplate, room: OpenOfficialRoom) {
  const rounds = roundsOf(template);
  return (
    room.seatCount === template.seats &&
    room.mode === template.mode &&
    room.roundBoxIds.length === rounds.length &&
    room.roundBoxIds.every((boxId, i) => boxId === rounds[i])
  );
}

/**
 * The rooms to open now, one entry each: for every line, `keep` minus the open rooms that are
 * its. A room counts for one line only, so two equal lines keep twice as many open.
 */
export function roomsToOpen(
  schedule: readonly OfficialTemplate[],
  open: readonly OpenOfficialRoom[],
): OfficialTemplate[] {
  const unclaimed = [...open];
  return schedule.flatMap((template) => {
    let mine = 0;
    for (let i = unclaimed.length - 1; i >= 0 && mine < template.keep; i -= 1) {
      const room = unclaimed[i];
      if (room && isRoomOf(template, room)) {
        unclaimed.splice(i, 1);
        mine += 1;
      }
    }
    return Array.from({ length: template.keep - mine }, () => template);
  });
}

/** The schedule's run after `now`: one key per minute, so a restart never runs a minute twice. */
export function nextScheduleRun(now: Date): { key: string; dueAt: Date } {
  const slot = Math.floor(now.getTime() / OFFICIAL_SCHEDULE_STEP_MS) + 1;
  return { key: `official:${slot}`, dueAt: new Date(slot * OFFICIAL_SCHEDULE_STEP_MS) };
}
