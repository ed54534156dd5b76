import { promotions } from '@skinbox/api/admin';
import { describe, expect, it } from 'vitest';
import { activitySetting, activityText } from './activitySetting';

const now = new Date('2026-11-28T12:00:00Z');

describe('an activity as JSON', () => {
  it('offers a switched-off activity as a skeleton the contract refuses until its texts are written', () => {
    const text = activityText({ festival: { enabled: false } }, 'festival', now);
    const setting = activitySetting('festival', text);
    expect(setting?.config).toMatchObject({
      enabled: true,
      startAt: '2026-11-29T12:00:00.000Z',
      endAt: '2026-12-06T12:00:00.000Z',
    });
    const request = { platformId: 1, setting };
    expect(promotions.setActivity.request.safeParse(request).success).toBe(false);
  });

  it('gives back what runs now, which the contract accepts as it is', () => {
    const newYear = JSON.parse(activityText({}, 'newYear', now)) as Record<string, unknown>;
    const written = { zh: '春节', en: 'New year', vi: 'Tết', ko: '설날', tw: '春節' };
    const running = { ...newYear, title: written, intro: written };
    Object.assign(running, {
      prizes: [{ name: written, amount: '1.00', tickets: 100_000 }],
    });
    const text = activityText({ newYear: running as never }, 'newYear', now);
    expect(JSON.parse(text)).toEqual(running);
    const setting = activitySetting('newYear', text);
    expect(promotions.setActivity.request.safeParse({ setting }).success).toBe(true);
  });

  it('is not a setting when the JSON does not parse', () => {
    expect(activitySetting('festival', '{ "enabled": ')).toBeNull();
  });
});
