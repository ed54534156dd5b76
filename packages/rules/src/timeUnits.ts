/**
 * Durations in milliseconds, the unit Date, the timers and every `*_MS` constant count in: one home,
 * so a day is spelt the same way by the server, the contract, the stores and the site.
 */
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
