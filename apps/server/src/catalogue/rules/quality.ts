import type { Exterior, QualityGrade } from '@skinbox/api';

/**
 * The package's rarity colours mapped to SPEC's quality grades (section 3). Knives and gloves carry
 * the covert colour in the package, as in the game ("Covert ★").
 */
const GRADE_BY_COLOUR: Record<string, QualityGrade> = {
  '#ded6cc': 'consumer',
  '#b0c3d9': 'consumer',
  '#5e98d9': 'industrial',
  '#4b69ff': 'milSpec',
  '#8847ff': 'restricted',
  '#d32ce6': 'classified',
  '#eb4b4b': 'covert',
  '#e4ae39': 'contraband',
};

export function qualityOfRarity(colour: string): QualityGrade {
  return GRADE_BY_COLOUR[colour.toLowerCase()] ?? 'consumer';
}

/** The game's float ranges of each exterior, [min, max). */
export const EXTERIOR_WEAR: ReadonlyArray<{ exterior: Exterior; min: number; max: number }> = [
  { exterior: 'factoryNew', min: 0, max: 0.07 },
  { exterior: 'minimalWear', min: 0.07, max: 0.15 },
  { exterior: 'fieldTested', min: 0.15, max: 0.38 },
  { exterior: 'wellWorn', min: 0.38, max: 0.45 },
  { exterior: 'battleScarred', min: 0.45, max: 1 },
];

/** The exteriors a skin with wear range [wearMin, wearMax] can drop in. */
export function exteriorsOfWearRange(wearMin: number, wearMax: number): Exterior[] {
  return EXTERIOR_WEAR.filter(({ min, max }) => wearMin < max && wearMax > min).map(
    ({ exterior }) => exterior,
  );
}
