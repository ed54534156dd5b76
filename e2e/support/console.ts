import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { opsOutput } from './fixtures';

// The operator console at /admin: operators seeded by a support/*.ops.json `operator-create` line,
// each with a one-time setup link; TOTP codes computed here from the secret the setup screen shows.
export const OPERATOR_PASSWORD = 'e2e operator password';
export const TOTP_STEP_MS = 30_000;

/** The setup link `operator-create --account <account> --name E2E <Roles> --roles <roles>` printed. */
function setupPath(account: string, roles: string): string {
  const name = `E2E ${roles.charAt(0).toUpperCase()}${roles.slice(1)}`;
  const lines = opsOutput(`operator-create --account ${account} --name ${name} --roles ${roles}`);
  const link = lines.find((line) => line.includes('/admin/setup?token='));
  if (!link) throw new Error(`operator-create printed no setup link for ${account}`);
  return new URL(link).pathname + new URL(link).search;
}

export const codeAt = (secret: string, at: number) =>
  generate({ secret, epoch: Math.floor(at / 1000) });

/** Follows the setup link in English: enrols the shown secret, sets the password, signs in. */
export async function setUpOperator(page: Page, account: string, roles: string): Promise<string> {
  await page.goto(setupPath(account, roles));
  await page.getByRole('button', { name: 'English' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await page.getByLabel('New password (12 characters or more)').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Password again').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code').fill(await codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Finish setup and sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return secret;
}

/** The signed-in operator's bearer token, as the console keeps it for the tab. */
export function operatorToken(page: Page) {
  return page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('skinbox.admin.session') ?? '{}') as { token: string })
        .token,
  );
}

/** POSTs an admin call as the signed-in operator and returns `data`, failing on a refusal. */
export async function adminCall<T>(page: Page, path: string, data: object): Promise<T> {
  const token = await operatorToken(page);
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}
