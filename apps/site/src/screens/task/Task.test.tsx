import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { refuse, type MockRoutes } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { taskListing } from './fixtures';
import { Task } from './Task';

// A busy shared machine answers the mocked calls slower than the default second.
configure({ asyncUtilTimeout: 5_000 });

async function setup({ signedIn = true, path = '/p/task', routes = {} as MockRoutes } = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const toasts: string[] = [];
  let claimed = false;
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    toast: (message) => toasts.push(message),
    routes: {
      ...baseRoutes(),
      '/api/task/list': () => {
        const listing = taskListing();
        if (claimed)
          listing.tasks = listing.tasks.map((t) =>
            t.id === 'day-signin' ? { ...t, state: 'claimed' as const } : t,
          );
        return listing;
      },
      '/api/task/claim': (payload) => {
        calls.push({ path: 'claim', payload });
        claimed = true;
        return { taskId: 'day-signin', periodKey: '2026-11-20', reward: '0.50' };
      },
      ...routes,
    },
  });
  if (signedIn) await store.user.loadInfo();
  const view = renderScreen(<Task />, { store, path });
  await screen.findByRole('article', { name: '今日签到' });
  return { calls, toasts, view };
}

const row = (name: string) => screen.getByRole('article', { name });

// Rendering, user events and axe on a shared 2-core machine take seconds each.
describe('Task', { timeout: 20_000 }, () => {
  it('groups daily and weekly tasks with their resets, progress, rewards and states', async () => {
    const { view } = await setup();
    const daily = screen.getByRole('region', { name: /每日任务/ });
    const weekly = screen.getByRole('region', { name: /每周任务/ });
    expect(within(daily).getByRole('timer')).toHaveTextContent('12:00:00');
    expect(within(weekly).getByRole('timer')).toHaveTextContent('60:00:00');
    expect(within(daily).getByRole('article', { name: '开箱消费 100 金币' })).toBeInTheDocument();
    expect(within(row('开箱消费 100 金币')).getByText('60 / 100')).toBeInTheDocument();
    expect(within(row('开箱消费 100 金币')).getByRole('link', { name: '去完成' })).toHaveAttribute(
      'href',
      '/p/home',
    );
    expect(within(row('今日签到')).getByRole('button', { name: '领取' })).toBeEnabled();
    expect(within(row('充值 50 金币')).getByText('已领取')).toBeInTheDocument();
    expect(within(weekly).getByRole('article', { name: '本周签到 5 天' })).toBeInTheDocument();
    expect(
      within(row('邀请 1 位好友充值满 100 金币')).getByRole('link', { name: '去完成' }),
    ).toHaveAttribute('href', '/p/me/spreadUser');
    expect(within(row('对战消费 500 金币')).getByRole('link', { name: '去完成' })).toHaveAttribute(
      'href',
      '/p/battle',
    );
    await expectNoAxeViolations(view.container);
  });

  it('claims a finished task once and shows the reward', async () => {
    const { calls } = await setup();
    await userEvent.click(within(row('今日签到')).getByRole('button', { name: '领取' }));
    expect(calls).toEqual([{ path: 'claim', payload: { taskId: 'day-signin' } }]);
    expect(await screen.findByText('已领取 0.50 金币')).toBeInTheDocument();
    expect(await within(row('今日签到')).findByText('已领取')).toBeInTheDocument();
    expect(within(row('今日签到')).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a claim and no reward", async () => {
    const { toasts } = await setup({
      routes: { '/api/task/claim': () => refuse('该任务本周期的奖励已领取') },
    });
    await userEvent.click(within(row('今日签到')).getByRole('button', { name: '领取' }));
    await expect.poll(() => toasts).toContain('该任务本周期的奖励已领取');
    expect(screen.queryByText('已领取 0.50 金币')).not.toBeInTheDocument();
  });

  it('links the mobile tasks to the mobile pages', async () => {
    await setup({ path: '/m/task' });
    expect(within(row('本周签到 5 天')).getByRole('link', { name: '去完成' })).toHaveAttribute(
      'href',
      '/m/signin',
    );
  });

  it('asks a visitor to sign in and shows no progress', async () => {
    await setup({ signedIn: false });
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByText('60 / 100')).not.toBeInTheDocument();
  });
});
