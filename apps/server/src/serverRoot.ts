import { fileURLToPath } from 'node:url';

/**
 * The server's folder (apps/server/), for files that ship beside the code (migrations, the data
 * folder's default, the built site's default). This file sits one folder below it in src/, and
 * so does the bundle in dist/ (scripts/build.mjs) that inlines it.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The code's folder: src/ when the sources run (tsx, vitest), dist/ in the build, which copies the
 * files the code reads beside it (a feature's sql/ folder) to the same place under dist/.
 */
export const codeRoot = fileURLToPath(new URL('.', import.meta.url));
