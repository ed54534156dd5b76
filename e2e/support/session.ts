import type { APIRequestContext, BrowserContext, TestInfo } from '@playwright/test';

/** The token key of the stores (packages/stores STORAGE_KEYS.token). */
export const TOKEN_KEY = 'skinbox_token';

/** Starts every page of the context signed in with `token`. */
export async function signInWithToken(context: BrowserContext, token: string) {
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('e2e-token-set')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e-token-set', '1');
      }
    },
    [TOKEN_KEY, token] as const,
  );
}

/** 'm' in the mobile project, 'p' in the desktop one. */
export function layoutOf(testInfo: TestInfo): 'm' | 'p' {
  return testInfo.project.name === 'mobile' ? 'm' : 'p';
}

/**
 * Opens a fixture player's sign-up red packet through the API, so its app-wide view (which opens
 * over every page while a packet waits) stays out of journeys about something else.
 */
export async function claimRegisterPacket(request: APIRequestContext, token: string) {
  await request.post('/api/user/registerReward', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
}
