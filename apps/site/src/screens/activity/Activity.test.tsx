import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes, goods } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { Activity } from './Activity';
import { turnoverProgress } from '../../shared/activity/turnoverProgress';
import { festivalListing } from './fixtures';

// A busy shared machine answers the mocked calls slower than the default second.
configure({ asyncUtilTimeout: 5_000 });

async function setup({ signedIn = true, listing = festivalListing() as unknown } = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/activity/festival': () => listing,
      '/api/activity/claimGoods': (payload) => {
        calls.push({ path: 'claim', payload });
        return { key: 'g1', goods: goods(1, { name: 'P250 | 沙丘' }), bagItemId: 91 };
      },
    },
  });
  if (signedIn) await store.user.loadInfo();
  const view = renderScreen(<Activity />, { store, path: '/m/activity' });
  await screen.findByRole('heading', { level: 1 });
  return { calls, view };
}

const prize = (name: string) => screen.getByRole('listitem', { name });

// Rendering, user events and axe on a shared 2-core machine take seconds each.
describe('Activity (festival)', { timeout: 20_000 }, () => {
  it('shows the festival, its count-down, the turnover and each prize in its state', async () => {
    const { view } = await setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('开箱狂欢节');
    expect(screen.getByRole('timer')).toHaveTextContent('02:01:30:00');
    expect(screen.getByTestId('festival-turnover')).toHaveTextContent('150.00');
    expect(within(prize('P250 | 沙丘')).getByText('流水满 100.00')).toBeInTheDocument();
    expect(
      within(prize('P250 | 沙丘')).getByRole('button', { name: '领取 P250 | 沙丘' }),
    ).toBeEnabled();
    expect(within(prize('AK-47 | 红线')).getByRole('progressbar')).toBeInTheDocument();
    expect(within(prize('MP9 | 风暴')).getByText('已领取')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/m/home');
    await expectNoAxeViolations(view.container);
  });

  it('claims a reached prize into the bag', async () => {
    const { calls } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '领取 P250 | 沙丘' }));
    expect(calls).toEqual([{ path: 'claim', payload: { platformId: 1, key: 'g1' } }]);
    expect(await screen.findByText('已领取「P250 | 沙丘」，饰品已放入背包')).toBeInTheDocument();
  });

  it('says when no festival runs', async () => {
    await setup({ listing: { serverNow: '2026-11-20T04:00:00.000Z', activity: null } });
    expect(screen.getByText('当前没有进行中的活动，敬请期待')).toBeInTheDocument();
  });

  it('says a festival ended and claims nothing after it', async () => {
    await setup({ listing: festivalListing({ live: false, endAt: '2026-11-20T00:00:00.000Z' }) });
    expect(screen.getByText('活动已结束')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '领取 P250 | 沙丘' })).toBeDisabled();
  });

  it('asks a visitor to sign in to claim', async () => {
    const { calls } = await setup({ signedIn: false });
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '领取 AK-47 | 红线' }));
    expect(calls).toEqual([]);
  });

  it('works out the turnover towards a prize', () => {
    expect(turnoverProgress('150.00', '600.00')).toBe(25);
    expect(turnoverProgress('900.00', '600.00')).toBe(100);
  });
});
