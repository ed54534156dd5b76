import { translateServerError } from '@skinbox/api/admin';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import { parseFlags } from './flags';
import { OpsError } from './opsError';
import type { Verb } from './verb';
import { standaloneVerbs, verbs } from './verbs';

function help(list: readonly Pick<Verb, 'name' | 'summary'>[]) {
  const width = Math.max(...list.map((verb) => verb.name.length));
  return [
    'pnpm ops <verb> [--flag value ...]',
    '',
    ...list.map((verb) => `  ${verb.name.padEnd(width)}  ${verb.summary}`),
    '',
    'pnpm ops help <verb> shows the flags of one verb.',
  ];
}

/** Whether `argv` asks for help, which needs no database. */
export function isHelp([name]: string[]) {
  return !name || name === 'help' || name === '--help';
}

/** The list of verbs, or the usage of one. */
export function helpLines(verbName: string | undefined, list: readonly Verb[] = verbs) {
  const all = [...list, ...standaloneVerbs];
  const verb = all.find((candidate) => candidate.name === verbName);
  return verb ? [`pnpm ops ${verb.name} ${verb.usage}`, `  ${verb.summary}`] : help(all);
}

/** A verb and its checked flags, or the refusal an operator sees: checked before a database opens. */
export function parseVerbCall(argv: string[], list: readonly Verb[] = verbs) {
  const [name, ...rest] = argv;
  const verb = list.find((candidate) => candidate.name === name);
  if (!verb) throw new OpsError(`unknown verb "${name}"; run pnpm ops help`);
  let raw: Record<string, string>;
  try {
    raw = parseFlags(rest);
  } catch (error) {
    throw new OpsError(`${(error as Error).message}\nusage: pnpm ops ${verb.name} ${verb.usage}`);
  }
  const parsed = verb.flags.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  --${issue.path.join('.') || '(flags)'}: ${issue.message}`,
    );
    throw new OpsError(
      [
        `invalid flags for ${verb.name}:`,
        ...problems,
        `usage: pnpm ops ${verb.name} ${verb.usage}`,
      ].join('\n'),
    );
  }
  return { verb, flags: parsed.data as unknown };
}

/** Runs one verb against an open, migrated database and returns the lines to print. */
export async function runOps(
  argv: string[],
  database: Database,
  list: readonly Verb[] = verbs,
): Promise<string[]> {
  if (isHelp(argv)) return helpLines(argv[1], list);
  const { verb, flags } = parseVerbCall(argv, list);
  try {
    return await verb.run({ database, db: database.db }, flags);
  } catch (error) {
    // An action's refusal (the same one the back office shows) in the operator's words.
    if (error instanceof AppError) {
      throw new OpsError(translateServerError(error.key, 'en', error.params));
    }
    throw error;
  }
}
