import type { BoxRtp, GameFigures } from '@skinbox/api/admin';

/**
 * The figures whose realised return left its expected band (the server's `status`, set from
 * target ± 3 standard errors): the dashboard warns about them. Too few plays is no drift.
 */
export function drifted(figures: readonly (GameFigures | BoxRtp)[]): number {
  return figures.filter((figure) => figure.status === 'low' || figure.status === 'high').length;
}
