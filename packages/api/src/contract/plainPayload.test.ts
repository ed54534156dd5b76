// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointGroups } from '../http/groups';
import { isEndpoint } from '../http/bind';
import { login } from './auth';
import { detail as boxDetail } from './boxes';
import { INT4_MAX, MAX_TEXT_LENGTH } from './fields';
import { buyMallGoods } from './mall';
import { hasWireRules, unsafeValue } from './plainPayload';
import { uploadFile } from './upload';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues.map((issue) => issue.message);

describe('the wire rules every call shares (issue 13 #9)', () => {
  it.each([
    ['NUL', 'a\u0000b', 'errors.textInvalidCharacters'],
    ['bell', 'a\u0007b', 'errors.textInvalidCharacters'],
    ['newline', 'a\nb', 'errors.textInvalidCharacters'],
    ['DEL', 'a\u007fb', 'errors.textInvalidCharacters'],
    ['C1', 'a\u0085b', 'errors.textInvalidCharacters'],
    ['right-to-left override', 'a\u202eb', 'errors.textInvalidCharacters'],
    ['isolate', 'a\u2066b', 'errors.textInvalidCharacters'],
    ['direction mark', 'a\u200fb', 'errors.textInvalidCharacters'],
    ['lone surrogate', 'a\ud800b', 'errors.textInvalidCharacters'],
    ['text over the bound', 'x'.repeat(MAX_TEXT_LENGTH + 1), 'errors.textTooLong'],
  ])('refuse %s in any text', (_name, value, refusal) => {
    expect(unsafeValue({ nested: [{ deep: value }] })).toBe(refusal);
    expect(unsafeValue({ [value]: 1 })).toBe(refusal);
  });

  it('accept plain text in any script, emoji included', () => {
    expect(
      unsafeValue({ a: '玩家 Lucky 👩‍💻 Tiếng Việt 한국어', b: 'x'.repeat(MAX_TEXT_LENGTH) }),
    ).toBe(null);
  });

  it.each([INT4_MAX + 1, -INT4_MAX - 1, 1e300, Number.POSITIVE_INFINITY, Number.NaN])(
    'refuse the number %s',
    (value) => {
      expect(unsafeValue([value])).toBe('errors.numberOutOfRange');
    },
  );

  it('hold in every endpoint of the contract, uploads included', () => {
    const endpoints = [
      uploadFile,
      ...Object.values(endpointGroups).flatMap((group) => Object.values(group).filter(isEndpoint)),
    ];
    expect(endpoints.length).toBeGreaterThan(50);
    expect(endpoints.filter((endpoint) => !hasWireRules(endpoint.request))).toEqual([]);
    expect(hasWireRules(z.object({}))).toBe(false);
  });

  it('refuse the 500s of the attack report with a 400 message', () => {
    expect(firstMessage(boxDetail.request.safeParse({ boxId: 2147483648 }))).toContain(
      'errors.numberOutOfRange',
    );
    expect(firstMessage(buyMallGoods.request.safeParse({ mallGoodsId: 2147483648 }))).toContain(
      'errors.numberOutOfRange',
    );
    const signIn = { type: 'password', account: 'player_1', password: 'secret1' };
    expect(firstMessage(login.request.safeParse({ ...signIn, deviceUuid: 'a\u0000' }))).toEqual([
      'errors.textInvalidCharacters',
    ]);
  });
});
