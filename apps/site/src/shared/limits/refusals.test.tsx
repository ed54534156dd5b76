import { translateError } from '@skinbox/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BOX_DETAIL, TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { refuse, type MockRoutes } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { OpenBox } from '../../screens/openbox/OpenBox';
import { Recharge } from '../../screens/recharge/Recharge';
import { isLimitRefusal } from './limitRefusal';

// What the server answers for the play-limits trigger's RG403 and RG409 (limits/databaseRefusals).
const PAUSED = translateError('errors.playPaused', 'zh');
const LOSS = translateError('errors.lossLimitWeek', 'zh', { limit: '50.00' });
const DEPOSIT = translateError('errors.depositLimitDay', 'zh', { remaining: '20.00' });

describe('isLimitRefusal', () => {
  it('knows the limits refusals in each language, parameters filled', () => {
    expect(isLimitRefusal(PAUSED, 'zh')).toBe(true);
    expect(isLimitRefusal(LOSS, 'zh')).toBe(true);
    expect(isLimitRefusal(DEPOSIT, 'zh')).toBe(true);
    expect(
      isLimitRefusal(translateError('errors.lossLimitDay', 'en', { limit: '1.00' }), 'en'),
    ).toBe(true);
    expect(isLimitRefusal(translateError('errors.insufficientBalance', 'zh'), 'zh')).toBe(false);
    expect(isLimitRefusal(LOSS, 'en')).toBe(false);
  });
});

/** A signed-in player over `routes`, with the toasts the screen shows. */
function signedInPlayer(routes: MockRoutes) {
  const toast = vi.fn<(message: string) => void>();
  const store = mockStore({ token: TOKEN, toast, routes: { ...baseRoutes(), ...routes } });
  return { store, toast };
}

describe('limits refusals on the screens that stake and recharge', { timeout: 20_000 }, () => {
  it.each([
    ['a pause (RG403)', 403, PAUSED],
    ['a loss limit (RG409)', 409, LOSS],
  ])('the open-box screen shows %s and the way to the limits', async (_, status, msg) => {
    const { store, toast } = signedInPlayer({
      '/api/box/detail': () => BOX_DETAIL,
      '/api/box/open': () => refuse(msg, status),
    });
    store.prefs.setAnimation(false);
    store.prefs.setSound(false);
    await store.user.loadInfo();
    renderScreen(<OpenBox />, { store, path: '/m/openbox?boxId=1', pattern: '/m/openbox' });
    await screen.findByText('MP7 | 死亡骷髅');
    await waitFor(() => expect(screen.getByRole('button', { name: /开启/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(toast).toHaveBeenCalledWith(msg);
    expect(screen.getByRole('link', { name: '查看限额' })).toHaveAttribute('href', '/m/limits');
    expect(screen.queryByRole('region', { name: '恭喜获得' })).toBeNull();
  });

  it.each([
    ['a pause', 403, PAUSED],
    ['a deposit limit', 409, DEPOSIT],
  ])('the recharge screen shows %s', async (_, status, msg) => {
    const { store, toast } = signedInPlayer({
      '/api/coupon/list': () => ({ usable: [], unusable: [] }),
      '/api/recharge/methods': () => ({
        sandbox: false,
        methods: [{ method: 'alipay', amounts: [{ amount: '100.00', bonus: '0.00' }] }],
      }),
      '/api/recharge/order': () => refuse(msg, status),
    });
    await store.user.loadInfo();
    renderScreen(<Recharge />, { store, path: '/m/recharge' });
    const amounts = await screen.findByRole('group', { name: '充值金额' });
    await userEvent.click(await within(amounts).findByRole('button', { name: '金币100.00' }));
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(msg));
    expect(screen.queryByText(/充值成功/)).toBeNull();
  });
});
