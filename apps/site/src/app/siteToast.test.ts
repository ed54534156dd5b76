import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_TOAST_MS, siteToast } from './siteToast';

describe('siteToast', () => {
  it('shows the message with the kit toast for 3000 ms (SPEC section 9)', async () => {
    const shownAt = Date.now();
    siteToast('网络错误，请重试');
    const toast = await screen.findByText('网络错误，请重试');
    await waitForElementToBeRemoved(toast, { timeout: SITE_TOAST_MS + 2000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(SITE_TOAST_MS);
  }, 10_000);
});
