import { errorCatalogue, translateError, type ErrorKey } from '@skinbox/api';

/** The contract's message for differing passwords (fields.ts PASSWORDS_DIFFER). */
const PASSWORDS_DIFFER_KEY: ErrorKey = 'errors.passwordsDiffer';
import { useStores } from '@skinbox/stores';

function isErrorKey(key: string): key is ErrorKey {
  return key in errorCatalogue;
}

/**
 * The form rules are the contract's zod schemas (packages/api fields.ts); their messages are
 * error-catalogue keys, translated here in the chosen language, so the form and the server's
 * refusal read the same.
 */
export function useErrorText() {
  const { prefs } = useStores();
  return (key: string, params?: Record<string, string | number>) =>
    isErrorKey(key) ? translateError(key, prefs.language, params) : key;
}

/** The first message per top-level field of a failed parse: { field: catalogue key }. */
/** The shape of a zod safeParse result that this needs (the site does not depend on zod). */
interface ParseResult {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

export function fieldErrors(result: ParseResult): Record<string, string> {
  if (result.success || !result.error) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Zod runs a form's refinements only once every field parses, so "the two passwords differ"
 * would wait for the other fields; the form shows it alongside them.
 */
export function withPasswordsMatch(
  errors: Record<string, string>,
  form: { password: string; confirmPassword: string },
): Record<string, string> {
  if (form.password === form.confirmPassword || errors.confirmPassword) return errors;
  return { ...errors, confirmPassword: PASSWORDS_DIFFER_KEY };
}
