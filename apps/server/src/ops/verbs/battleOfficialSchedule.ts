import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { setOfficialSchedule } from '../../battles/operatorActions';
import { BATTLE_MAX_SEATS, BATTLE_MIN_SEATS } from '@skinbox/rules';
import {
  MAX_KEPT_OPEN,
  OFFICIAL_SCHEDULE_KEY,
  parseSchedule,
  type OfficialTemplate,
} from '../../battles/rules/officialSchedule';
import { readSetting } from '../../content/settings';
import { loadConfig } from '../../config';
import { defineVerb } from '../verb';
import { yes } from './common';
import { boxList } from './battleCreateOfficial';

const describe = (line: OfficialTemplate) =>
  `${line.keep} open: ${line.seats} seats, ${line.mode}, boxes ${line.boxes
    .map((b) => `${b.boxId}x${b.count}`)
    .join(',')}`;

export const battleOfficialScheduleVerb = defineVerb({
  name: 'battle-official-schedule',
  summary:
    'keep official battle rooms open on a schedule: each line keeps --keep rooms of its boxes, seats and mode waiting for players (checked every minute); --clear stops it; no flags lists it',
  usage: `[--boxes <boxId>x<count>[,…] --seats <${BATTLE_MIN_SEATS}-${BATTLE_MAX_SEATS}> [--mode classic|clown] [--keep <1-${MAX_KEPT_OPEN}>]] | [--clear]`,
  flags: z
    .object({
      boxes: boxList.optional(),
      seats: z.coerce.number().int().min(BATTLE_MIN_SEATS).max(BATTLE_MAX_SEATS).optional(),
      mode: z.enum(['classic', 'clown']).default('classic'),
      keep: z.coerce.number().int().min(1).max(MAX_KEPT_OPEN).default(1),
      clear: yes.optional(),
    })
    .strict()
    .refine((f) => (f.boxes === undefined) === (f.seats === undefined), {
      message: '--boxes and --seats go together',
    }),
  async run({ db }, flags) {
    const current = parseSchedule(await readSetting(db, OFFICIAL_SCHEDULE_KEY));
    let schedule = current;
    if (flags.clear) schedule = [];
    if (flags.boxes && flags.seats) {
      schedule = [
        ...schedule,
        { boxes: flags.boxes, seats: flags.seats, mode: flags.mode, keep: flags.keep },
      ];
    }
    if (schedule !== current) {
      await db.transaction((tx) =>
        setOfficialSchedule(tx, { lines: schedule }, OPS_OPERATOR, loadConfig(), new Date()),
      );
    }
    if (schedule.length === 0) return ['no official rooms are scheduled'];
    return [
      'official rooms kept open (checked every minute by a server process):',
      ...schedule.map((line) => `  ${describe(line)}`),
    ];
  },
});
