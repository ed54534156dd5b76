import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { BattleRank } from '../battle-rank/BattleRank';
import { rankingBoard } from './fixtures';

// A busy shared machine answers the mocked calls slower than the default second.

// Rendering and user events on a shared 2-core machine take seconds each.
describe('the daily prize board as a tab of the battle rank', { timeout: 20_000 }, () => {
  it('shows beside the battle winnings and opens on its tab', async () => {
    const store = mockStore({
      token: TOKEN,
      routes: {
        ...baseRoutes(),
        '/api/battle/rank': () => ({
          period: 'day',
          start: '2026-11-19T16:00:00.000Z',
          end: '2026-11-20T16:00:00.000Z',
          list: [],
        }),
        '/api/ranking/board': () => rankingBoard('today'),
      },
    });
    renderScreen(<BattleRank />, { store, path: '/m/rank' });
    await userEvent.click(await screen.findByRole('tab', { name: '每日奖励' }));
    expect(await screen.findByRole('list', { name: '2026-11-20 榜单' })).toHaveTextContent(
      '开箱之王',
    );
    await userEvent.click(screen.getByRole('tab', { name: '今日' }));
    expect(screen.queryByRole('list', { name: '2026-11-20 榜单' })).not.toBeInTheDocument();
  });
});
