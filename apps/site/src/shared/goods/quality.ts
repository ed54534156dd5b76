import type { Theme } from '@emotion/react';
import type { QualityGrade } from '@skinbox/api';
import type { QualityGrade as KitQuality } from '@skinbox/ui';

type RarityToken = keyof Theme['rarity'];

/** Agent grades wear the colours of the weapon grades they sit beside in CS2. */
const RARITY_TOKEN: Record<QualityGrade, RarityToken> = {
  consumer: 'consumer',
  industrial: 'industrial',
  milSpec: 'milSpec',
  restricted: 'restricted',
  classified: 'classified',
  covert: 'covert',
  contraband: 'contraband',
  agentDistinguished: 'milSpec',
  agentExceptional: 'restricted',
  agentSuperior: 'classified',
  agentMaster: 'covert',
};

/** The theme colour of a quality grade (a CSS variable, so skins re-colour it). */
export function qualityColor(theme: Theme, quality: QualityGrade): string {
  return theme.rarity[RARITY_TOKEN[quality]];
}

/** The kit Tag's quality for a grade: agents wear the weapon grade beside them, as above. */
export function kitQuality(quality: QualityGrade): KitQuality {
  const token = RARITY_TOKEN[quality];
  return token === 'milSpec' ? 'mil-spec' : token;
}

/** SPEC section 3: "a | b" names show as two labels, e.g. weapon and finish. */
export function splitName(name: string): { main: string; sub: string | null } {
  const at = name.indexOf('|');
  if (at < 0) return { main: name.trim(), sub: null };
  return { main: name.slice(0, at).trim(), sub: name.slice(at + 1).trim() || null };
}
