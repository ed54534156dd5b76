import { MODULE_NAMES, MODULE_ON, moduleName } from '@skinbox/api';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { moduleSwitches } from '../../db/schema';
import { defineVerb } from '../verb';
import { onOff, platformFlag, yes } from './common';

export const moduleVerb = defineVerb({
  name: 'module',
  summary: 'switch one module (or --all) on or off for a platform (SPEC section 6)',
  usage: `--platform <id> (--name <${MODULE_NAMES.join('|')}> | --all) --status on|off`,
  flags: z
    .object({
      platform: platformFlag,
      name: moduleName.optional(),
      all: yes.optional(),
      status: onOff,
    })
    .strict()
    .refine((flags) => (flags.name === undefined) !== (flags.all === undefined), {
      message: 'give exactly one of --name and --all',
    }),
  async run({ db }, { platform, name, all, status }) {
    const names = all ? [...MODULE_NAMES] : name ? [name] : [];
    const value = status === 'on' ? MODULE_ON : 0;
    await db
      .insert(moduleSwitches)
      .values(names.map((module) => ({ platformId: platform, name: module, status: value })))
      .onConflictDoUpdate({
        target: [moduleSwitches.platformId, moduleSwitches.name],
        set: { status: sql`excluded.status` },
      });
    return names.map((module) => `platform ${platform}: ${module} ${status}`);
  },
});
