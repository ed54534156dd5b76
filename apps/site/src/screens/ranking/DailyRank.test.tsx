import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { DailyRank } from './DailyRank';
import { rankingBoard } from './fixtures';

// A busy shared machine answers the mocked calls slower than the default second.

async function setup({ signedIn = true } = {}) {
  const asked: unknown[] = [];
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/ranking/board': (payload) => {
        asked.push(payload);
        const board = rankingBoard(payload.day === 'yesterday' ? 'yesterday' : 'today');
        return signedIn ? board : { ...board, me: null };
      },
    },
  });
  const view = renderScreen(<DailyRank />, { store, path: '/p/dailyRank' });
  await screen.findByRole('list', { name: '2026-11-20 榜单' });
  return { view, asked };
}

// Rendering, user events and axe on a shared 2-core machine take seconds each.
describe('DailyRank', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('shows today live: the rules, the places with their prizes so far, my place, the settlement count-down', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-20T04:00:00.000Z'));
    const { view } = await setup();
    expect(
      screen.getByText(
        /第 1–3 名分别获得 198.00、136.00、116.00 金币红包，前 10 名各得 681.00 金币奖池的十分之一/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('获奖门槛：当日流水满 18000.00 金币，名次奖励全额发放'),
    ).toBeInTheDocument();
    const places = within(screen.getByRole('list', { name: '2026-11-20 榜单' })).getAllByRole(
      'listitem',
    );
    expect(places).toHaveLength(3);
    expect(places[0]).toHaveTextContent('开箱之王');
    expect(places[0]).toHaveTextContent('266.10');
    expect(places[1]).toHaveTextContent('204.10');
    // The third place is short of the threshold: listed, paid nothing, and told what it lacks.
    expect(places[2]).toHaveTextContent('未达门槛');
    expect(screen.getByText(/我的排名：第 3 名 · 流水 900.00/)).toHaveTextContent(
      '再流水 17100.00 金币即达获奖门槛',
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[12]:\d\d:\d\d$/);
    await expectNoAxeViolations(view.container);
  });

  it('switches to yesterday’s settled board', async () => {
    const { asked } = await setup();
    await userEvent.click(screen.getByRole('tab', { name: '昨日' }));
    const board = await screen.findByRole('list', { name: '2026-11-19 榜单' });
    expect(board).toHaveTextContent('昨日冠军');
    expect(asked.at(-1)).toEqual({ day: 'yesterday' });
    expect(screen.getByText('暂未上榜 · 流水 0.00')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in to see their place', async () => {
    await setup({ signedIn: false });
    expect(screen.getByText('登录后查看我的排名')).toBeInTheDocument();
  });
});
