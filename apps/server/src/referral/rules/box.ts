/**
 * The spread box (SPEC spreadBoxCount): an inviter earns one per invited player whose recharges
 * reach the threshold of SETTING_KEYS.spreadBoxThreshold, never below SPREAD_BOX_MIN_THRESHOLD_CENTS,
 * so the box is worth at most SPREAD_BOX_VALUE_CENTS / SPREAD_BOX_MIN_THRESHOLD_CENTS of the money
 * that earned it (0.5 %).
 */
export const SPREAD_BOX_VALUE_CENTS = 50n;
export const SPREAD_BOX_MIN_THRESHOLD_CENTS = 10_000n;
export const DEFAULT_SPREAD_BOX_THRESHOLD = '100.00';

/** The box's share of the recharge that earns it, at most. */
export const SPREAD_BOX_SHARE =
  Number(SPREAD_BOX_VALUE_CENTS) / Number(SPREAD_BOX_MIN_THRESHOLD_CENTS);

/** The threshold in force: the setting's, raised to the floor. */
export function boxThresholdCents(settingCents: bigint): bigint {
  return settingCents > SPREAD_BOX_MIN_THRESHOLD_CENTS
    ? settingCents
    : SPREAD_BOX_MIN_THRESHOLD_CENTS;
}
