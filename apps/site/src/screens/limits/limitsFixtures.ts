import type { LimitsState } from '@skinbox/api';
import { AT } from '../../testing/gameFixtures';

/** No limit of any kind. */
export const NO_LIMITS = {
  depositDay: null,
  depositWeek: null,
  depositMonth: null,
  lossDay: null,
  lossWeek: null,
  lossMonth: null,
};

/**
 * A player's limits for the limits page's stories and tests: a daily deposit and a weekly loss
 * limit, part of each used, nothing pending or paused.
 */
export function limitsState(overrides: Partial<LimitsState> = {}): LimitsState {
  return {
    serverNow: AT,
    limits: { ...NO_LIMITS, depositDay: '100.00', lossWeek: '50.00' },
    used: {
      depositDay: '30.00',
      depositWeek: '30.00',
      depositMonth: '80.00',
      lossDay: '5.00',
      lossWeek: '12.50',
      lossMonth: '12.50',
    },
    pending: null,
    pendingFrom: null,
    pausedUntil: null,
    pauseKind: null,
    reminderMinutes: 0,
    ...overrides,
  };
}
