import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { FreeCase } from './FreeCase';
import { FREE_OPENED, SEALED_FREE_ROLL, freeCaseStatus } from './fixtures';
import type { FreeCaseStatus } from './useFreeCase';

async function setup({ signedIn = true, status = freeCaseStatus() } = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  let current: FreeCaseStatus = status;
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/freeCase/status': () => current,
      '/api/freeCase/open': (payload) => {
        calls.push({ path: 'open', payload });
        current = { ...current, state: 'opened' };
        return FREE_OPENED;
      },
      '/api/fairness/verify': () => SEALED_FREE_ROLL,
      '/api/user/sell': (payload) => {
        calls.push({ path: 'sell', payload });
        return { credited: '0.35', amount: '100.35' };
      },
    },
  });
  const view = renderScreen(<FreeCase />, { store, path: '/m/grade' });
  const card = await screen.findByRole('region', { name: '每日免费箱' });
  return { calls, view, card };
}

// Rendering, user events and axe on a shared 2-core machine take seconds each.
describe('the free daily case', { timeout: 20_000 }, () => {
  it('opens for free, shows the drop with its proof, then counts down to tomorrow', async () => {
    const { calls, card, view } = await setup();
    expect(within(card).getByText('今日可开')).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
    await userEvent.click(within(card).getByRole('button', { name: '免费开启' }));
    expect(calls.filter((c) => c.path === 'open')).toHaveLength(1);
    expect(await within(card).findByText('P250 | 沙丘之黄')).toBeInTheDocument();
    expect(await within(card).findByText('今日已开')).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent('12:00:00');
    expect(within(card).queryByRole('button', { name: '免费开启' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '验证结果（#612）' }));
    expect(await within(card).findByText('freecase')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /出售/ }));
    expect(calls.find((c) => c.path === 'sell')?.payload).toEqual({ ids: [91] });
    expect(await within(card).findByText('已出售，金币已到账')).toBeInTheDocument();
  });

  it('says which VIP level unlocks it, and offers no open below it', async () => {
    const { card } = await setup({ status: freeCaseStatus({ state: 'locked', vipLevel: 0 }) });
    expect(
      within(card).getByText('达到 VIP1 解锁（当前 VIP0），每充值 1 金币成长 1 点'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '免费开启' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    const { card } = await setup({
      signedIn: false,
      status: freeCaseStatus({ state: 'signedOut', vipLevel: 0 }),
    });
    expect(within(card).getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '免费开启' })).not.toBeInTheDocument();
  });
});
