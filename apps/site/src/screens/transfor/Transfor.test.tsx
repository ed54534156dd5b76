import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { SPIN, turntableState } from './fixtures';
import { Transfor } from './Transfor';

// A busy shared machine answers the mocked calls slower than the default second.

async function setup({ signedIn = true } = {}) {
  let spun = false;
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/turntable/state': () => turntableState(spun ? { spin: SPIN } : {}),
      '/api/turntable/spin': () => {
        spun = true;
        return SPIN;
      },
    },
  });
  // jsdom runs no CSS transitions: the wheel would never report that it stopped.
  store.prefs.setAnimation(false);
  const view = renderScreen(<Transfor />, { store, path: '/m/transfor' });
  await screen.findByRole('table');
  return { view, spun: () => spun };
}

// Rendering, user events and axe on a shared 2-core machine take seconds each.
describe('Transfor', { timeout: 20_000 }, () => {
  it('shows every prize with its odds and tickets, the reset count-down and the invite rule', async () => {
    const { view } = await setup();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[5]).toHaveTextContent('57.4000%');
    expect(rows[5]).toHaveTextContent('42601–100000');
    expect(screen.getByRole('timer')).toHaveTextContent('60:00:00');
    expect(
      screen.getByText('邀请 3 位好友并完成充值即可解锁 100 金币大奖（当前 1/3）'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('spins once, shows the prize, and is spun for the rest of the week', async () => {
    const { spun } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '转动' }));
    expect(spun()).toBe(true);
    expect(await screen.findByText('恭喜获得 2.00 金币，已到账')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '本周已转动' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '验证结果（#812）' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in before spinning', async () => {
    const { spun } = await setup({ signedIn: false });
    await userEvent.click(screen.getByRole('button', { name: '登录后转动' }));
    expect(spun()).toBe(false);
  });
});
