import type { personalEditMessages } from './messages';

export type Sex = 0 | 1 | 2;

/** The sexes to choose from, in their radios' order, with their labels. */
export const SEXES: { value: Sex; label: keyof typeof personalEditMessages }[] = [
  { value: 0, label: 'sexNone' },
  { value: 1, label: 'male' },
  { value: 2, label: 'female' },
];

/**
 * The nickname to save: a default name is shown in the player's language; kept as shown, the
 * stored neutral one is saved, so it stays a default that others read in theirs.
 */
export function nickNameToSave(typed: string, shown: string, stored: string): string {
  return typed === shown ? stored : typed;
}
