/**
 * Field rules (Vant Form semantics) and their pure evaluation. A Field or Form runs a field's
 * rules in order and stops at the first that fails; its message is shown under the field.
 */

/** A literal message, or a catalogue id (with values) that the widget formats in its language. */
export type RuleMessage = string | { id: string; values?: Record<string, string | number> };

export type FieldTrigger = 'onBlur' | 'onChange' | 'onSubmit';

export type RuleResult = boolean | RuleMessage | undefined;

export interface FieldRule {
  /** Fails on an empty (or whitespace-only) value. */
  required?: boolean;
  /** Shown when the rule fails; a function gets the value. Defaults to the kit's own text. */
  message?: RuleMessage | ((value: string, rule: FieldRule) => RuleMessage);
  /** Tested against non-empty values only (an empty optional field passes). */
  pattern?: RegExp;
  /**
   * Passes on `true` (or undefined); fails on `false` (with `message`) or on a returned message.
   * May return a promise. Runs on empty values too unless `validateEmpty` is false.
   */
  validator?: (value: string, rule: FieldRule) => RuleResult | Promise<RuleResult>;
  /** When the rule runs besides submit; the form's (or field's) validateTrigger by default. */
  trigger?: FieldTrigger | readonly FieldTrigger[];
  validateEmpty?: boolean;
}

export const DEFAULT_MESSAGES = {
  required: { id: 'ui.validators.required' },
  invalid: { id: 'ui.validators.invalid' },
} as const;

export function isEmptyValue(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

function toArray<T>(value: T | readonly T[]): readonly T[] {
  return Array.isArray(value) ? (value as readonly T[]) : [value as T];
}

function ruleMessage(value: string, rule: FieldRule, fallback: RuleMessage): RuleMessage {
  const { message } = rule;
  if (typeof message === 'function') return message(value, rule);
  return message ?? fallback;
}

/** Runs one rule; resolves to its failure message, or undefined when it passes. */
export async function runRule(value: string, rule: FieldRule): Promise<RuleMessage | undefined> {
  const empty = isEmptyValue(value);
  if (rule.required && empty) return ruleMessage(value, rule, DEFAULT_MESSAGES.required);
  if (rule.pattern && !empty) {
    rule.pattern.lastIndex = 0;
    if (!rule.pattern.test(value)) return ruleMessage(value, rule, DEFAULT_MESSAGES.invalid);
  }
  if (rule.validator && !(empty && rule.validateEmpty === false)) {
    const result = await rule.validator(value, rule);
    if (result === false) return ruleMessage(value, rule, DEFAULT_MESSAGES.invalid);
    if (typeof result === 'string' || (typeof result === 'object' && result !== null)) {
      return result;
    }
  }
  return undefined;
}

/** Runs rules in order and resolves to the first failure message (undefined when all pass). */
export async function runRules(
  value: string,
  rules: readonly FieldRule[],
): Promise<RuleMessage | undefined> {
  for (const rule of rules) {
    const failure = await runRule(value, rule);
    if (failure !== undefined) return failure;
  }
  return undefined;
}

/**
 * The rules that run on `trigger`: a rule's own trigger decides; a rule without one runs on the
 * default triggers. Every rule runs on submit.
 */
export function rulesForTrigger(
  rules: readonly FieldRule[],
  trigger: FieldTrigger,
  defaultTriggers: FieldTrigger | readonly FieldTrigger[] = 'onBlur',
): FieldRule[] {
  if (trigger === 'onSubmit') return [...rules];
  const byDefault = toArray(defaultTriggers).includes(trigger);
  return rules.filter((rule) =>
    rule.trigger === undefined ? byDefault : toArray(rule.trigger).includes(trigger),
  );
}
