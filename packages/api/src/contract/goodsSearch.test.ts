// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rucksackGoods } from './bag';
import { LOCALES, translateError } from './errors';
import { GOODS_NAME_SEARCH_MAX } from './goods';
import { list as mallList } from './mall';

/** The first issue message: the catalogue key the site shows as a toast. */
function refusal(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe.each([
  ['bag', rucksackGoods.request, 'newest'],
  ['mall', mallList.request, 'priceAsc'],
] as const)('the %s listing’s name search and order (issue 30)', (_listing, request, order) => {
  it('trims the name and keeps the order it was asked for', () => {
    const parsed = request.parse({ name: '  AK-47  ', sort: 'priceDesc' });
    expect(parsed).toMatchObject({ name: 'AK-47', sort: 'priceDesc' });
  });

  it(`orders by ${order} when no order is asked for`, () => {
    expect(request.parse({}).sort).toBe(order);
  });

  it('takes a name of exactly the longest length', () => {
    const name = 'x'.repeat(GOODS_NAME_SEARCH_MAX);
    expect(request.parse({ name }).name).toBe(name);
  });

  it.each([
    ['over-long', 'x'.repeat(GOODS_NAME_SEARCH_MAX + 1)],
    ['blank', '   '],
  ])('refuses a %s name with a translated key', (_case, name) => {
    expect(refusal(request.safeParse({ name }))).toBe('errors.goodsSearchLength');
  });

  it('refuses an order it does not know', () => {
    expect(request.safeParse({ sort: 'name' }).success).toBe(false);
  });
});

it('the refusal names the longest search in every language', () => {
  for (const locale of LOCALES) {
    expect(translateError('errors.goodsSearchLength', locale)).toContain(
      String(GOODS_NAME_SEARCH_MAX),
    );
  }
});
