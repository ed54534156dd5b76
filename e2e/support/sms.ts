import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './fixtures';

interface OutboxLine {
  mobile: string;
  code: string;
  purpose: string;
  sentAt: string;
}

function lines(): OutboxLine[] {
  try {
    return readFileSync(join(dataDir(), 'sms-outbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxLine);
  } catch {
    return [];
  }
}

/** The newest code the server's dev SMS provider wrote for `mobile` and `purpose`. */
export async function smsCode(mobile: string, purpose: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      code =
        lines()
          .filter((l) => l.mobile === mobile && l.purpose === purpose)
          .at(-1)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A fresh mainland mobile number for a player made during the test. */
export function freshMobile(): string {
  return `137${String(Date.now()).slice(-8)}`;
}
