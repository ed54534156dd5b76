import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { freeCaseStatus } from '../free-case/fixtures';
import { OPENED, SEALED_ROLL, welfareListing } from './fixtures';
import { Grade } from './Grade';

// A busy shared machine answers the mocked calls slower than the default second.

async function setup({ signedIn = true, listing = welfareListing() } = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/welfare/list': () => listing,
      '/api/freeCase/status': () => freeCaseStatus({ state: signedIn ? 'opened' : 'signedOut' }),
      '/api/welfare/open': (payload) => {
        calls.push({ path: 'open', payload });
        return OPENED;
      },
      '/api/fairness/verify': () => SEALED_ROLL,
      '/api/user/sell': (payload) => {
        calls.push({ path: 'sell', payload });
        return { credited: '4.20', amount: '104.20' };
      },
    },
  });
  const view = renderScreen(<Grade />, { store, path: '/p/grade' });
  await screen.findByRole('article', { name: '白银福利箱' });
  return { calls, view };
}

const card = (name: string) => screen.getByRole('article', { name });

// Rendering, user events and axe on a shared 2-core machine take seconds each.
describe('Grade', { timeout: 20_000 }, () => {
  it('shows the points, the drop count-down and each tier in its state', async () => {
    const { view } = await setup();
    expect(screen.getByTestId('welfare-points')).toHaveTextContent('300');
    expect(within(card('青铜福利箱')).getByText('刷新中')).toBeInTheDocument();
    expect(within(card('青铜福利箱')).getByRole('timer')).toHaveTextContent('12:05:00');
    expect(within(card('白银福利箱')).getByRole('button', { name: '开启' })).toBeEnabled();
    expect(
      within(card('黄金福利箱')).getByRole('button', { name: '还差 200 积分' }),
    ).toBeDisabled();
    expect(within(card('铂金福利箱')).getByText('未解锁')).toBeInTheDocument();
    expect(screen.getAllByRole('timer')[0]).toHaveTextContent('12:00:00');
    await expectNoAxeViolations(view.container);
  });

  it('opens a tier, shows the drop with its proof, and sells it on request', async () => {
    const { calls } = await setup();
    await userEvent.click(within(card('白银福利箱')).getByRole('button', { name: '开启' }));
    expect(calls.find((c) => c.path === 'open')?.payload).toEqual({ tier: 2 });
    expect(await screen.findByText('M4A1 消音型 | 次时代')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '验证结果（#501）' }));
    expect(await screen.findByText('welfare')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('服务端种子尚未公开');
    await userEvent.click(screen.getByRole('button', { name: /出售/ }));
    expect(calls.find((c) => c.path === 'sell')?.payload).toEqual({ ids: [77] });
    expect(await screen.findByText('已出售，金币已到账')).toBeInTheDocument();
  });

  it('shows the contents and odds of the tier picked', async () => {
    await setup();
    await userEvent.click(screen.getByRole('button', { name: '黄金福利箱 · 查看饰品' }));
    expect(screen.getByRole('heading', { name: '黄金福利箱的饰品与概率' })).toBeInTheDocument();
    expect(screen.getByText('概率 60%')).toBeInTheDocument();
  });

  it('asks a visitor to sign in and opens nothing', async () => {
    await setup({
      signedIn: false,
      listing: welfareListing({
        points: 0,
        vipLevel: 0,
        tiers: welfareListing().tiers.map((t) => ({ ...t, state: 'locked' as const })),
      }),
    });
    // The points and the free daily case ask each; the free case's listing answers on its own
    // time (a full run saw both prompts before this line, a run alone only one).
    await waitFor(() => expect(screen.getAllByRole('button', { name: '登录' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: '开启' })).not.toBeInTheDocument();
  });
});
