import type { promotions } from '@skinbox/api/admin';
import type { z } from 'zod';

export const ACTIVITIES = ['festival', 'newYear'] as const;
export type ActivityKind = (typeof ACTIVITIES)[number];
type Config = z.infer<typeof promotions.activity.response>;

const DAY = 86_400_000;
const texts = { zh: '', en: '', vi: '', ko: '', tw: '' };

/**
 * The JSON the operator edits for one activity: what runs now, else a skeleton with every field
 * the contract asks for (texts empty, a week from tomorrow), so nothing has to be remembered.
 */
export function activityText(config: Config, kind: ActivityKind, now: Date): string {
  const current = config[kind];
  if (current?.enabled) return JSON.stringify(current, null, 2);
  const window = {
    enabled: true,
    id: 1,
    title: texts,
    intro: texts,
    startAt: new Date(now.getTime() + DAY).toISOString(),
    endAt: new Date(now.getTime() + 8 * DAY).toISOString(),
  };
  const skeleton =
    kind === 'festival'
      ? { ...window, goods: [{ key: 'prize-1', turnover: '1000.00', itemId: 1 }] }
      : {
          ...window,
          entryTurnover: '100.00',
          prizes: [{ name: texts, amount: '1.00', tickets: 100_000 }],
        };
  return JSON.stringify(skeleton, null, 2);
}

/** The setting the edited JSON describes for setActivity to judge, or null when it is not JSON. */
export function activitySetting(kind: ActivityKind, text: string) {
  try {
    return { kind, config: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}
