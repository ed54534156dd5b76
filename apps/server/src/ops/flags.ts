/**
 * `--name value`, `--name=value` and bare `--flag` (meaning "true") into a record. Positional
 * words are refused: every input has a name, so a typo cannot shift the meaning of the rest.
 */
export function parseFlags(args: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--') || arg.length === 2) throw new Error(`unexpected argument: ${arg}`);
    const body = arg.slice(2);
    const equals = body.indexOf('=');
    if (equals >= 0) {
      flags[body.slice(0, equals)] = body.slice(equals + 1);
      continue;
    }
    const next = args[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags[body] = next;
      i++;
    } else {
      flags[body] = 'true';
    }
  }
  return flags;
}
