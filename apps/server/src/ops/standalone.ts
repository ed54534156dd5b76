import type { z } from 'zod';
import type { ServerConfig } from '../config';
import { parseFlags } from './flags';
import { OpsError } from './opsError';

/**
 * An operator verb that runs without opening and migrating the database first: a backup (taken
 * as the database is), a restore (into an empty database), a rolling restart (a signal to the
 * running cluster). Listed and parsed like the others (ops/verb.ts).
 */
export interface StandaloneVerb<S extends z.ZodType = z.ZodType> {
  name: string;
  summary: string;
  usage: string;
  flags: S;
  run(config: ServerConfig, flags: z.output<S>): Promise<string[]>;
}

export function defineStandaloneVerb<S extends z.ZodType>(verb: StandaloneVerb<S>) {
  return verb;
}

/** Parses the flags of `verb` from `args` and runs it. */
export async function runStandalone(
  verb: StandaloneVerb,
  args: string[],
  config: ServerConfig,
): Promise<string[]> {
  const usage = `usage: pnpm ops ${verb.name} ${verb.usage}`;
  let raw: Record<string, string>;
  try {
    raw = parseFlags(args);
  } catch (error) {
    throw new OpsError(`${(error as Error).message}\n${usage}`);
  }
  const parsed = verb.flags.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  --${issue.path.join('.') || '(flags)'}: ${issue.message}`,
    );
    throw new OpsError([`invalid flags for ${verb.name}:`, ...problems, usage].join('\n'));
  }
  return verb.run(config, parsed.data);
}
