import { describe, expect, it } from 'vitest';
import { drifted } from './drift';
import { windowOf } from './windowOf';

const figure = (status: 'ok' | 'low' | 'high' | 'few') =>
  ({ status }) as Parameters<typeof drifted>[0][number];

describe('the dashboard rules', () => {
  it('counts a realised return out of its band as drift, too few plays as none', () => {
    expect(drifted([figure('ok'), figure('few')])).toBe(0);
    expect(drifted([figure('low'), figure('ok'), figure('high')])).toBe(2);
  });

  it('asks for a named range as it is, with the platform when one is chosen', () => {
    expect(windowOf('days7', { from: '', to: '' }, null)).toEqual({ range: 'days7' });
    expect(windowOf('today', { from: '', to: '' }, 2)).toEqual({ range: 'today', platformId: 2 });
  });

  it('turns a custom range of days into [first midnight, midnight after the last day)', () => {
    const window = windowOf('custom', { from: '2026-11-01', to: '2026-11-03' }, null);
    expect(window?.from).toBe(new Date('2026-11-01T00:00:00').toISOString());
    expect(window?.to).toBe(new Date('2026-11-04T00:00:00').toISOString());
  });

  it('has no window for a custom range without both dates', () => {
    expect(windowOf('custom', { from: '2026-11-01', to: '' }, null)).toBeNull();
  });
});
