import { MODULE_NAMES, moduleName } from '@skinbox/api';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { setModules } from '../../content/operatorActions';
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
    await db.transaction((tx) =>
      setModules(
        tx,
        { platformId: platform, modules: names.map((name) => ({ name, on: status === 'on' })) },
        OPS_OPERATOR,
      ),
    );
    return names.map((module) => `platform ${platform}: ${module} ${status}`);
  },
});
