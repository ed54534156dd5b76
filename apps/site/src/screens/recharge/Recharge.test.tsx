import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon, RechargeOrder } from '@skinbox/api';
import { creditMoment } from '../../shared/recharge/creditMoment';
import { openOrder } from '../../shared/recharge/openOrder';
import { mockStore } from '../../testing/mockStore';
import { refuse } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes, userInfo, TRADE_LINK } from '../../testing/gameFixtures';
import { Recharge } from './Recharge';

const CHECKOUT_URL = 'http://127.0.0.1:8091/checkout/fp_42';

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

const order = (status: RechargeOrder['status'], more: Partial<RechargeOrder> = {}) => ({
  orderId: 42,
  method: 'alipay',
  status,
  amount: '100.00',
  bonus: '5.00',
  payment: '100.00',
  couponBonus: '0.00',
  credited: status === 'paid' ? '105.00' : '0.00',
  createdAt: '2026-11-20T12:00:00.000Z',
  checkoutUrl: null,
  expiresAt: null,
  ...more,
});

/** A browser tab as window.open gives it, watched. */
function fakeTab() {
  return { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

type Answer = ReturnType<typeof order> | ReturnType<typeof refuse>;

async function setup({
  steamUrl = TRADE_LINK,
  sandbox = false,
  checkout = false,
  placed = order('paid') as Answer,
  statuses = [] as Answer[],
  ready = () => screen.findByRole('button', { name: '微信支付' }) as Promise<unknown>,
} = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const player = { amount: '100.00', steamUrl };
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(userInfo({ steamUrl }, '100.00')),
      '/api/user/getInfo': () => userInfo({ steamUrl: player.steamUrl }, player.amount),
      '/api/user/bindSteam': (payload) => {
        calls.push({ path: 'bindSteam', payload });
        player.steamUrl = String(payload.steamUrl);
        return null;
      },
      '/api/coupon/list': () => COUPONS,
      '/api/coupon/exchange': (payload) => {
        calls.push({ path: 'exchange', payload });
        return payload.code === 'COUPON'
          ? { kind: 'coupon', coupon: coupon(4, { name: '兑换券', denominations: 200 }) }
          : { kind: 'coins', amount: '1.88' };
      },
      '/api/recharge/methods': () => ({
        sandbox,
        checkout,
        methods: ['alipay', 'wechat'].map((method) => ({
          method,
          amounts: [
            { amount: '10.00', bonus: '0.00' },
            { amount: '100.00', bonus: '5.00' },
          ],
        })),
      }),
      '/api/recharge/card': (payload) => {
        calls.push({ path: 'card', payload });
        player.amount = '200.00';
        return { credited: '100.00', amount: '200.00' };
      },
      '/api/recharge/order': (payload) => {
        calls.push({ path: 'order', payload });
        if ('status' in placed && placed.status === 'paid') player.amount = '205.00';
        return placed;
      },
      '/api/recharge/orderStatus': (payload) => {
        calls.push({ path: 'orderStatus', payload });
        const next = statuses.shift() ?? order('pending');
        if ('status' in next && next.status === 'paid') player.amount = '205.00';
        return next;
      },
    },
  });
  await store.user.loadInfo();
  const view = renderScreen(<Recharge />, { store, path: '/m/recharge?from=test' });
  await ready();
  return { calls, view, store };
}

/** The method's amount button without a bonus (its name starts with the coin icon's). */
const offer = (amount: string) =>
  within(screen.getByRole('group', { name: '充值金额' })).getByRole('button', {
    name: `金币${amount}`,
  });

const payHundred = async () => {
  await userEvent.click(screen.getByRole('button', { name: /100\.00 赠送 5\.00/ }));
  await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
};

/** The player comes back to the site's tab from the provider's. */
const comeBack = () => act(() => void fireEvent.focus(window));

afterEach(() => {
  vi.restoreAllMocks();
  runInAction(() => {
    openOrder.set(null);
    creditMoment.set(null);
  });
});

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

  it('pays an order the provider pays at once, says what it credited and counts the balance up', async () => {
    const { calls } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '微信支付' }));
    await payHundred();
    expect(await screen.findByRole('status')).toHaveTextContent('充值成功，到账 105.00');
    expect(calls[0]?.payload).toEqual({
      method: 'wechat',
      amount: '100.00',
      returnPath: '/m/recharge?from=test',
    });
    expect(creditMoment.get()).toEqual({ from: '100.00', to: '205.00' });
  });

  describe('through a payment-link provider', () => {
    it('opens the checkout page in a tab of its own and credits when the provider has said paid', async () => {
      const tab = fakeTab();
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { calls } = await setup({
        checkout: true,
        placed: order('pending', {
          checkoutUrl: CHECKOUT_URL,
          expiresAt: '2026-11-20T12:30:00.000Z',
        }),
        statuses: [order('pending', { checkoutUrl: CHECKOUT_URL }), order('paid')],
      });
      await payHundred();
      // The tab opens at the press, before the order exists, so no pop-up blocker stops it.
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(await screen.findByText(/支付页面已在新标签页打开/)).toBeInTheDocument();
      expect(tab.location.href).toBe(CHECKOUT_URL);
      expect(tab.opener).toBeNull();
      expect(screen.getByRole('link', { name: '打开支付页面' })).toHaveAttribute(
        'href',
        CHECKOUT_URL,
      );
      // No second order while this one is being paid.
      expect(screen.queryByRole('button', { name: '立即充值' })).not.toBeInTheDocument();

      await comeBack();
      expect(await screen.findByText(/正在等待支付结果/)).toBeInTheDocument();
      await comeBack();
      expect(await screen.findByText('充值成功，到账 105.00')).toBeInTheDocument();
      expect(calls.filter((c) => c.path === 'orderStatus').map((c) => c.payload)).toEqual([
        { orderId: 42 },
        { orderId: 42 },
      ]);
      expect(creditMoment.get()).toEqual({ from: '100.00', to: '205.00' });
      expect(openOrder.get()).toBeNull();
    });

    it('offers the checkout page as a link when no tab could open', async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      await setup({ checkout: true, placed: order('pending', { checkoutUrl: CHECKOUT_URL }) });
      await payHundred();
      expect(await screen.findByText('订单已创建，请打开支付页面完成支付。')).toBeInTheDocument();
      const link = screen.getByRole('link', { name: '打开支付页面' });
      expect(link).toHaveAttribute('href', CHECKOUT_URL);
      expect(link).toHaveAttribute('target', '_blank');
    });

    it('says the order expired unpaid and lets the player choose again', async () => {
      vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
      await setup({
        checkout: true,
        placed: order('pending', { checkoutUrl: CHECKOUT_URL }),
        statuses: [order('expired')],
      });
      await payHundred();
      await screen.findByText(/支付页面已在新标签页打开/);
      await comeBack();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '订单已过期未支付，未扣除任何款项。',
      );
      expect(screen.getByRole('button', { name: '立即充值' })).toBeEnabled();
      expect(creditMoment.get()).toBeNull();
    });

    it('says a payment cancelled on the provider’s page charged nothing', async () => {
      vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
      await setup({
        checkout: true,
        placed: order('pending', { checkoutUrl: CHECKOUT_URL }),
        statuses: [order('cancelled')],
      });
      await payHundred();
      await screen.findByText(/支付页面已在新标签页打开/);
      await comeBack();
      expect(await screen.findByRole('alert')).toHaveTextContent('支付已取消，未扣除任何款项。');
    });

    it('shows SPEC’s "recharge link empty" with the way to customer service, and closes the tab', async () => {
      const tab = fakeTab();
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      await setup({ checkout: true, placed: refuse('充值链接为空，请联系客服', 503) });
      await payHundred();
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent('充值链接为空，请联系客服');
      expect(within(notice).getByRole('link', { name: '前往客服' })).toHaveAttribute(
        'href',
        '/m/service',
      );
      expect(tab.close).toHaveBeenCalled();
    });

    it('asks again when asking after the order failed', async () => {
      vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
      await setup({
        checkout: true,
        placed: order('pending', { checkoutUrl: CHECKOUT_URL }),
        statuses: [refuse('网络错误'), order('paid')],
      });
      await payHundred();
      await comeBack();
      await userEvent.click(await screen.findByRole('button', { name: '重新查询' }));
      expect(await screen.findByText('充值成功，到账 105.00')).toBeInTheDocument();
    });

    it('follows an order still open from before, e.g. after the deposit sheet closed', async () => {
      runInAction(() => openOrder.set({ orderId: 42, checkoutUrl: CHECKOUT_URL, expiresAt: null }));
      // The page opens on the wait, not on a blank form, and asks after the order at once.
      await setup({
        checkout: true,
        statuses: [order('paid')],
        ready: () => screen.findByText(/正在等待支付结果/),
      });
      expect(screen.queryByRole('button', { name: '立即充值' })).not.toBeInTheDocument();
      await comeBack();
      expect(await screen.findByText('充值成功，到账 105.00')).toBeInTheDocument();
    });
  });

  describe('the trade link, asked for in place (issue 30)', () => {
    it('shows the field with why while the player has none, and refuses an empty one', async () => {
      const { calls } = await setup({ steamUrl: '' });
      expect(screen.getByLabelText('Steam交易链接')).toBeInTheDocument();
      expect(screen.getByText(/首次充值前需绑定一次/)).toBeInTheDocument();
      await payHundred();
      expect(await screen.findByText('请先绑定交易链接')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });

    it('refuses a link that is not a trade link', async () => {
      const { calls } = await setup({ steamUrl: '' });
      await userEvent.type(screen.getByLabelText('Steam交易链接'), 'https://example.com/x');
      await payHundred();
      expect(await screen.findByText('交易链接格式错误')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });

    it('binds the typed link and goes straight on to the payment', async () => {
      const { calls } = await setup({ steamUrl: '' });
      await userEvent.type(screen.getByLabelText('Steam交易链接'), TRADE_LINK);
      await payHundred();
      expect(await screen.findByText('充值成功，到账 105.00')).toBeInTheDocument();
      expect(calls.map((c) => c.path)).toEqual(['bindSteam', 'order']);
      expect(calls[0]?.payload).toEqual({ steamUrl: TRADE_LINK });
      expect(screen.queryByLabelText('Steam交易链接')).not.toBeInTheDocument();
    });

    it('binds it before a card too', async () => {
      const { calls } = await setup({ steamUrl: '' });
      await userEvent.type(screen.getByLabelText('Steam交易链接'), TRADE_LINK);
      await userEvent.type(screen.getByLabelText('卡号'), '8810671428507327');
      await userEvent.type(screen.getByLabelText('卡密'), '45D40E6B00D7');
      await userEvent.click(screen.getByRole('button', { name: '兑换' }));
      expect(await screen.findByText('充值成功，到账 100.00')).toBeInTheDocument();
      expect(calls.map((c) => c.path)).toEqual(['bindSteam', 'card']);
    });
  });

  it('asks a card only for its number and password, not the value the card already has', async () => {
    await setup();
    const section = within(screen.getByRole('region', { name: '卡密充值' }));
    expect(section.queryByRole('button', { name: '100.00' })).not.toBeInTheDocument();
    expect(section.getByText('面值由卡号自动识别，兑换后按卡面金额到账。')).toBeInTheDocument();
  });

  it('refuses a card without a number or password', async () => {
    await setup();
    await userEvent.type(screen.getByLabelText('卡号'), '8810671428507327');
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入卡号和卡密');
  });

  it('redeems a card, says what it credited and counts the balance up', async () => {
    const { calls } = await setup();
    await userEvent.type(screen.getByLabelText('卡号'), ' 8810671428507327 ');
    await userEvent.type(screen.getByLabelText('卡密'), '45D40E6B00D7');
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(await screen.findByRole('status')).toHaveTextContent('充值成功，到账 100.00');
    expect(calls[0]?.payload).toEqual({ cardNo: '8810671428507327', cardPassword: '45D40E6B00D7' });
    expect(creditMoment.get()).toEqual({ from: '100.00', to: '200.00' });
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
      returnPath: '/m/recharge?from=test',
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

  it('has no axe violations, the trade link field included', async () => {
    const { view } = await setup({ steamUrl: '' });
    await expectNoAxeViolations(view.container);
  });
});
