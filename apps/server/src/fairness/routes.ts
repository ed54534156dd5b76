import { fairness } from '@skinbox/api';
import type { ModuleDeps } from '../platform/deps';
import { route } from '../http/route';
import { changeClientSeed, currentSeedPair } from './actions';
import { rollVerification } from './queries';

/** Fairness calls (DESIGN section 3): show the pair, change the client seed, verify a roll. */
export function registerFairness({ app, db }: ModuleDeps) {
  route(app, fairness.current, async (_input, { userId }) => currentSeedPair(db, userId));

  route(app, fairness.changeClientSeed, async ({ clientSeed }, { userId }) =>
    changeClientSeed(db, userId, clientSeed),
  );

  route(app, fairness.verify, async ({ rollId }, { userId }) =>
    rollVerification(db, rollId, userId),
  );
}
