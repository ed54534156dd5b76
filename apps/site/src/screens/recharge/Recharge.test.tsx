import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes, userInfo } from '../game/testing/fixtures';
import { Recharge } from './Recharge';

const METHODS = {
  methods: ['alipay', 'wechat'].map((method) => ({
    method,
    amounts: [
      { amount: '10.00', bonus: '0.00' },
      { amount: '100.00', bonus: '5.00' },
    ],
  })),
};

async function setup({ steamUrl = 'https://steamcommunity.com/x' } = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(userInfo({ steamUrl })),
      '/api/recharge/methods': () => METHODS,
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
  const view = renderScreen(<Recharge layout="m" />, { store, path: '/m/recharge' });
  await screen.findByRole('button', { name: '微信支付' });
  return { calls, view };
}

const cardAmount = (amount: string) =>
  within(screen.getByRole('region', { name: '卡密充值' })).getByRole('button', { name: amount });

describe('Recharge', () => {
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

  it('has no axe violations', async () => {
    const { view } = await setup();
    await expectNoAxeViolations(view.container);
  });
});
