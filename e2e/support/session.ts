import type { BrowserContext, TestInfo } from '@playwright/test';

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
