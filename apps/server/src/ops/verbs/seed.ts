import { z } from 'zod';
import { seedBase } from '../../seed/baseSeed';
import { defineVerb } from '../verb';

export const seedVerb = defineVerb({
  name: 'seed',
  summary:
    'write the defaults a site needs (modules, VIP table, avatars, help articles); never overwrites',
  usage: '',
  flags: z.object({}).strict(),
  async run({ db }) {
    const written = await seedBase(db);
    return [
      written === 0 ? 'nothing to seed: every default is already there' : `seeded ${written} rows`,
    ];
  },
});
