import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes, userInfo } from '../../testing/gameFixtures';
import { Recharge } from './Recharge';
import type { Coupon } from '@skinbox/api';

const METHODS = {
  sandbox: false,
  methods: ['alipay', 'wechat'].map((method) => ({
    method,
    amounts: [
      { amount: '10.00', bonus: '0.00' },
      { amount: '100.00', bonus: '5.00' },
    ],
  })),
};

const coupon = (id: number, terms: Partial<Coupon>): Coupon => ({
  id,
  name: `券${id}`,
  description: '',
  startAt: 1_763_000_000,
  endAt: 1_893_000_000,
  denominations: 0,
  discount: 0,
  originCondition: 0,
  state: 'usable',
  ...terms,
});

/** A 5-coin coupon for recharges of 50 or more, a 9.5折 coupon, and a used one. */
const COUPONS = {
  usable: [
    coupon(1, { name: '满50送5', denominations: 500, originCondition: 5000 }),
    coupon(2, { name: '九五折', discount: 95 }),
  ],
  unusable: [coupon(3, { name: '旧券', denominations: 100, state: 'used' })],
};

async function setup({ steamUrl = 'https://steamcommunity.com/x', sandbox = false } = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(userInfo({ steamUrl })),
      '/api/coupon/list': () => COUPONS,
      '/api/coupon/exchange': (payload) => {
        calls.push({ path: 'exchange', payload });
        return payload.code === 'COUPON'
          ? { kind: 'coupon', coupon: coupon(4, { name: '兑换券', denominations: 200 }) }
          : { kind: 'coins', amount: '1.88' };
      },
      '/api/recharge/methods': () => ({ ...METHODS, sandbox }),
      '/api/recharge/card': (payload) => {
        calls.push({ path: 'card', payload });
        return { credited: '100.00', amount: '200.00' };
      },
      '/api/recharge/order': (payload) => {
        calls.push({ path: 'order', payload });
        return {
          orderId: 1,
          method: String(payload.method),
          status: 'paid',
          amount: '100.00',
          bonus: '5.00',
          payment: '100.00',
          credited: '105.00',
          createdAt: '2026-11-20T12:00:00.000Z',
        };
      },
    },
  });
  await store.user.loadInfo();
  const view = renderScreen(<Recharge />, { store, path: '/m/recharge' });
  await screen.findByRole('button', { name: '微信支付' });
  return { calls, view };
}

/** The method's amount button without a bonus (its name starts with the coin icon's). */
const offer = (amount: string) =>
  within(screen.getByRole('group', { name: '充值金额' })).getByRole('button', {
    name: `金币${amount}`,
  });

const cardAmount = (amount: string) =>
  within(screen.getByRole('region', { name: '卡密充值' })).getByRole('button', { name: amount });

describe('Recharge', () => {
  it('shows a sandbox payments badge when the server pays orders in the sandbox', async () => {
    await setup({ sandbox: true });
    expect(screen.getByText('沙盒支付：不收取真实款项')).toBeVisible();
  });

  it('shows no sandbox badge with a real payment provider', async () => {
    await setup();
    expect(screen.queryByText('沙盒支付：不收取真实款项')).not.toBeInTheDocument();
  });

  it('shows each amount with its bonus', async () => {
    await setup();
    expect(screen.getByText('赠送 5.00')).toBeInTheDocument();
  });

  it('refuses to pay before an amount is chosen', async () => {
    const { calls } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择充值金额');
    expect(calls).toHaveLength(0);
  });

  it('places an order with the chosen method and amount', async () => {
    const { calls } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '微信支付' }));
    await userEvent.click(screen.getByRole('button', { name: /100\.00 赠送 5\.00/ }));
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(await screen.findByRole('status')).toHaveTextContent('充值成功，到账 105.00');
    expect(calls[0]?.payload).toEqual({ method: 'wechat', amount: '100.00' });
  });

  it('refuses a card without a card amount', async () => {
    await setup();
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择卡面金额');
  });

  it('refuses a card without a number or password', async () => {
    await setup();
    await userEvent.click(cardAmount('100.00'));
    await userEvent.type(screen.getByLabelText('卡号'), '8810671428507327');
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入卡号和卡密');
  });

  it('refuses a card before the trade link is bound', async () => {
    const { calls } = await setup({ steamUrl: '' });
    await userEvent.click(cardAmount('100.00'));
    await userEvent.type(screen.getByLabelText('卡号'), '8810671428507327');
    await userEvent.type(screen.getByLabelText('卡密'), '45D40E6B00D7');
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先绑定交易链接');
    expect(screen.getByRole('link', { name: '去绑定交易链接' })).toHaveAttribute(
      'href',
      '/m/personal',
    );
    expect(calls).toHaveLength(0);
  });

  it('redeems a card and says what it credited', async () => {
    const { calls } = await setup();
    await userEvent.click(cardAmount('100.00'));
    await userEvent.type(screen.getByLabelText('卡号'), ' 8810671428507327 ');
    await userEvent.type(screen.getByLabelText('卡密'), '45D40E6B00D7');
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(await screen.findByRole('status')).toHaveTextContent('充值成功，到账 100.00');
    expect(calls[0]?.payload).toEqual({ cardNo: '8810671428507327', cardPassword: '45D40E6B00D7' });
  });

  it('applies a chosen coupon to the order and says what it adds', async () => {
    const { calls } = await setup();
    await userEvent.click(screen.getByRole('button', { name: /充值优惠券/ }));
    const sheet = await screen.findByRole('dialog', { name: '充值优惠券' });
    expect(within(sheet).getByRole('tab', { name: '可用 (2)' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: /100\.00 赠送 5\.00/ }));
    expect(screen.getByText('优惠券额外赠送 5.00 金币')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await screen.findByText('充值成功，到账 105.00');
    expect(calls.find((c) => c.path === 'order')?.payload).toEqual({
      method: 'alipay',
      amount: '100.00',
      couponId: 1,
    });
  });

  it('works out a discount coupon in tenths of the amount', async () => {
    await setup();
    await userEvent.click(screen.getByRole('button', { name: /充值优惠券/ }));
    const sheet = await screen.findByRole('dialog', { name: '充值优惠券' });
    await userEvent.click(within(sheet).getAllByRole('radio')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: /100\.00 赠送 5\.00/ }));
    expect(screen.getByText('优惠券额外赠送 5.00 金币')).toBeInTheDocument();
    await userEvent.click(offer('10.00'));
    expect(screen.getByText('优惠券额外赠送 0.50 金币')).toBeInTheDocument();
  });

  it('refuses a coupon below its minimum before placing the order', async () => {
    const { calls } = await setup();
    await userEvent.click(screen.getByRole('button', { name: /充值优惠券/ }));
    const sheet = await screen.findByRole('dialog', { name: '充值优惠券' });
    await userEvent.click(within(sheet).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(offer('10.00'));
    expect(screen.getByText('该优惠券需充值满 50.00 才可使用')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(screen.getByRole('alert')).toHaveTextContent('该优惠券不可用于本次充值');
    expect(calls.filter((c) => c.path === 'order')).toHaveLength(0);
  });

  it('exchanges codes: the button waits for a code, a code gives coins or a coupon', async () => {
    const { calls } = await setup();
    await userEvent.click(screen.getByRole('button', { name: /充值优惠券/ }));
    const sheet = await screen.findByRole('dialog', { name: '充值优惠券' });
    const field = within(sheet).getByRole('textbox');
    const exchange = within(sheet).getByRole('button', { name: '兑换' });
    expect(exchange).toBeDisabled();
    expect(field).toHaveAttribute('maxlength', '20');
    await userEvent.type(field, 'WELCOME88');
    await userEvent.click(exchange);
    expect(await within(sheet).findByText('兑换成功，1.88 金币已到账')).toBeInTheDocument();
    await userEvent.type(field, 'COUPON');
    await userEvent.click(exchange);
    expect(await within(sheet).findByText('兑换成功，获得优惠券「兑换券」')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'exchange').map((c) => c.payload)).toEqual([
      { code: 'WELCOME88' },
      { code: 'COUPON' },
    ]);
  });

  it('has no axe violations', async () => {
    const { view } = await setup();
    await expectNoAxeViolations(view.container);
  });
});
