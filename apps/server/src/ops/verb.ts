import type { z } from 'zod';
import type { Database, Db } from '../db/database';

export interface VerbContext {
  database: Database;
  db: Db;
}

/**
 * One operator verb: `pnpm ops <name> --flag value ...`. Flags arrive as strings (a bare `--flag`
 * is "true") and are validated by `flags` before `run` sees them; `run` returns the lines that
 * say what it changed, which the command prints.
 */
export interface Verb<S extends z.ZodType = z.ZodType> {
  name: string;
  summary: string;
  /** Shown by `pnpm ops help <verb>`, e.g. '--platform <id> --name <module> --status on|off'. */
  usage: string;
  flags: S;
  run(context: VerbContext, flags: z.output<S>): Promise<string[]>;
}

export function defineVerb<S extends z.ZodType>(verb: Verb<S>): Verb<S> {
  return verb;
}
