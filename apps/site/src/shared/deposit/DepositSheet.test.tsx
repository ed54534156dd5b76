import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Balance } from '../../layout/Balance';
import { OpenBox } from '../../screens/openbox/OpenBox';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { BOX_DETAIL, TOKEN, baseRoutes, userInfo, TRADE_LINK } from '../../testing/gameFixtures';
import { creditMoment } from '../recharge/creditMoment';
import { openOrder } from '../recharge/openOrder';

const CHECKOUT_URL = 'http://127.0.0.1:8091/checkout/fp_7';

const placedOrder = (status: 'pending' | 'paid', checkoutUrl: string | null) => ({
  orderId: 7,
  method: 'alipay',
  status,
  amount: '10.00',
  bonus: '0.00',
  payment: '10.00',
  couponBonus: '0.00',
  credited: status === 'paid' ? '10.00' : '0.00',
  createdAt: '2026-11-20T12:00:00.000Z',
  checkoutUrl,
  expiresAt: null,
});

/** The box page of a player with 0.40 coins, the header's balance beside it. */
function setup({ checkout = false, steamUrl = TRADE_LINK } = {}) {
  const calls: string[] = [];
  const player = { amount: '0.40', steamUrl };
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(userInfo({ steamUrl }, '0.40')),
      '/api/user/getInfo': () => userInfo({ steamUrl: player.steamUrl }, player.amount),
      '/api/user/bindSteam': ({ steamUrl: link }) => {
        calls.push('bindSteam');
        player.steamUrl = String(link);
        return null;
      },
      '/api/box/detail': () => BOX_DETAIL,
      '/api/recharge/methods': () => ({
        sandbox: !checkout,
        checkout,
        methods: [{ method: 'alipay', amounts: [{ amount: '10.00', bonus: '0.00' }] }],
      }),
      '/api/recharge/order': () => {
        calls.push('order');
        if (checkout) return placedOrder('pending', CHECKOUT_URL);
        player.amount = '10.40';
        return placedOrder('paid', null);
      },
      '/api/recharge/orderStatus': () => {
        calls.push('orderStatus');
        player.amount = '10.40';
        return placedOrder('paid', CHECKOUT_URL);
      },
    },
  });
  store.prefs.setSound(false);
  void store.user.loadInfo();
  renderScreen(
    <>
      <Balance layout="m" />
      <OpenBox />
    </>,
    { store, path: '/m/openbox?boxId=1', pattern: '/m/openbox' },
  );
  return { calls };
}

/** Presses Open with too few coins: the sheet opens from the Open button. */
async function openSheet() {
  await screen.findByText('MP7 | 死亡骷髅');
  await waitFor(() => expect(screen.getByRole('button', { name: /开启/ })).toBeEnabled());
  await act(() => Promise.resolve());
  await userEvent.click(screen.getByRole('button', { name: /开启/ }));
  const sheet = await screen.findByRole('dialog', { name: '余额不足' });
  // The offers have come: the amount that covers the shortfall is chosen.
  expect(await within(sheet).findByRole('button', { name: /10\.00/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return sheet;
}

afterEach(() => {
  vi.restoreAllMocks();
  runInAction(() => {
    openOrder.set(null);
    creditMoment.set(null);
  });
});

describe('DepositSheet (issue 30)', () => {
  it('closes once the payment is credited, counts the balance up and gives focus back to Open', async () => {
    setup();
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: '立即充值' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // No "not enough coins", no "still short 0.00": the sheet is gone, the balance counts up.
    expect(screen.queryByText('还差')).not.toBeInTheDocument();
    expect(creditMoment.get()).toEqual({ from: '0.40', to: '10.40' });
    // The header's balance counts up from there (CreditedBalance.test.tsx times it).
    expect(screen.getByTestId('balance')).toHaveTextContent('0.40');
    expect(screen.getByRole('button', { name: /开启/ })).toHaveFocus();
  });

  it('asks for the trade link inside the sheet and goes straight on to the payment', async () => {
    const { calls } = setup({ steamUrl: '' });
    const sheet = await openSheet();
    expect(within(sheet).getByText(/首次充值前需绑定一次/)).toBeInTheDocument();
    await userEvent.type(within(sheet).getByLabelText('Steam交易链接'), TRADE_LINK);
    await userEvent.click(within(sheet).getByRole('button', { name: '立即充值' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['bindSteam', 'order']);
    // Still on the box page, the Open button ready.
    expect(screen.getByRole('button', { name: /开启/ })).toHaveFocus();
  });

  it('waits in the sheet while the player pays on the provider’s page, then closes', async () => {
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { calls } = setup({ checkout: true });
    const sheet = await openSheet();
    expect(sheet).toHaveTextContent('在支付页面完成支付后，金币自动到账');
    await userEvent.click(within(sheet).getByRole('button', { name: '立即充值' }));
    expect(await within(sheet).findByText(/支付页面已在新标签页打开/)).toBeInTheDocument();
    expect(tab.location.href).toBe(CHECKOUT_URL);
    act(() => void fireEvent.focus(window));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['order', 'orderStatus']);
    expect(creditMoment.get()).toEqual({ from: '0.40', to: '10.40' });
  });
});
