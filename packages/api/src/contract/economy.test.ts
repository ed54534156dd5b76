// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { extractGoods, sell } from './bag';
import { list as boxList, open } from './boxes';
import { buyMallGoods, list as mallList } from './mall';
import { card, createOrder } from './recharge';

/** The first issue message: the catalogue key the site shows as a toast. */
function refusal(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('economy contract refusals (SPEC section 5)', () => {
  it('refuses a box price range whose minimum exceeds its maximum', () => {
    expect(refusal(boxList.request.safeParse({ minPrice: '10', maxPrice: '9.99' }))).toBe(
      'errors.priceRange',
    );
  });

  it('accepts an equal minimum and maximum', () => {
    expect(boxList.request.safeParse({ minPrice: '5', maxPrice: '5.00' }).success).toBe(true);
  });

  it('refuses a mall price range whose minimum exceeds its maximum', () => {
    expect(refusal(mallList.request.safeParse({ minPrice: '3', maxPrice: '2' }))).toBe(
      'errors.priceRange',
    );
  });

  it.each([0, 6, 2.5])('refuses opening %s boxes at a time', (count) => {
    expect(refusal(open.request.safeParse({ boxId: 1, count }))).toBe('errors.openCount');
  });

  it('refuses a sale with nothing chosen', () => {
    expect(refusal(sell.request.safeParse({ ids: [] }))).toBe('errors.bagSellNoneChosen');
  });

  it('refuses an extraction with nothing chosen', () => {
    expect(refusal(extractGoods.request.safeParse({}))).toBe('errors.bagExtractNoneChosen');
  });

  it('refuses a mall exchange with nothing chosen', () => {
    expect(refusal(buyMallGoods.request.safeParse({}))).toBe('errors.mallNoneChosen');
  });

  it('refuses a recharge without an amount', () => {
    expect(refusal(createOrder.request.safeParse({ method: 'alipay' }))).toBe(
      'errors.rechargeAmountRequired',
    );
  });

  it('refuses a card top-up without a password', () => {
    expect(refusal(card.request.safeParse({ cardNo: '1234', cardPassword: '' }))).toBe(
      'errors.cardRequired',
    );
  });
});
