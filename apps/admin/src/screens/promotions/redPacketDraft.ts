import { wholeNumber } from '../../shared/formValues';

/** The kinds an operator sets up here; activity packets come with their activity. */
export const CREATED_KINDS = ['password', 'lucky', 'recharge', 'rebate', 'loss', 'vip'] as const;
export type CreatedKind = (typeof CREATED_KINDS)[number];

/** The fields each kind asks for, in the form's order (its period aside). */
export const KIND_FIELDS = {
  password: ['password', 'amount', 'count', 'hours'],
  lucky: ['min', 'max'],
  recharge: ['amount', 'threshold'],
  rebate: ['rate', 'cap'],
  loss: ['rate', 'cap'],
  vip: ['amounts'],
} as const satisfies Record<CreatedKind, readonly string[]>;
export type PacketField = (typeof KIND_FIELDS)[CreatedKind][number];

/**
 * The setup the form's text fields describe, for the contract's `redPacketSetup` to judge:
 * counts, hours and rates as numbers, VIP amounts as a list (one per level, in level order).
 */
export function redPacketDraft(
  kind: CreatedKind,
  period: string,
  fields: Partial<Record<PacketField, string>>,
): Record<string, unknown> {
  const field = (name: PacketField) => (fields[name] ?? '').trim();
  if (kind === 'password')
    return {
      kind,
      password: field('password'),
      amount: field('amount'),
      count: wholeNumber(field('count')),
      hours: wholeNumber(field('hours')),
    };
  const draft: Record<string, unknown> = { kind, period };
  for (const name of KIND_FIELDS[kind]) {
    if (name === 'rate') draft[name] = wholeNumber(field(name));
    else if (name === 'amounts')
      draft[name] = field(name)
        .split(/[\s,，]+/)
        .filter(Boolean);
    else draft[name] = field(name);
  }
  return draft;
}
