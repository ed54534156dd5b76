import { TOKEN } from './gameFixtures';
import { mockStore } from './mockStore';
import type { MockRoutes } from './mockTransport';
import { loadPlayer } from './playerStories';

/** A screen story's store for a signed-in player over `routes`, loaded before the screen shows. */
export const signedInStory = (routes: MockRoutes) => ({
  store: () => mockStore({ token: TOKEN, routes }),
  prepare: loadPlayer,
});

/** The same screen for a visitor: no token, so no player to load. */
export const visitorStory = (routes: MockRoutes) => ({
  store: () => mockStore({ routes }),
  prepare: async () => {},
});
