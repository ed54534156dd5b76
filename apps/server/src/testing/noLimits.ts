/** The limits of a /api/limits/set body with none set: a test spreads the ones it sets over it. */
export const NO_LIMITS = {
  depositDay: null,
  depositWeek: null,
  depositMonth: null,
  lossDay: null,
  lossWeek: null,
  lossMonth: null,
};
