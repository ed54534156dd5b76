import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { designerLobby } from '../battle-common/designerRooms';
import { Battle } from './Battle';

async function render(path: string, { signedIn = false } = {}) {
  const lists: Record<string, unknown>[] = [];
  const store = mockStore({
    token: signedIn ? TOKEN : undefined,
    routes: {
      ...baseRoutes(),
      '/api/battle/list': (payload) => {
        lists.push(payload);
        return { list: designerLobby(), total: 3 };
      },
      '/api/battle/history': () => ({ list: [], total: 0 }),
      '/api/battle/myHistory': () => ({ list: [], total: 0 }),
      '/api/index/getModuleList': () => [{ name: 'BattleRank', status: 1 }],
    },
  });
  await store.app.loadModules();
  renderScreen(<Battle />, {
    store,
    path,
    pattern: `/${path.split('/')[1]}/battle/*`,
  });
  return { lists };
}

describe('the battle group', () => {
  it('shows the open rooms on /m/battle/list, each with its way in', async () => {
    const { lists } = await render('/m/battle/list');
    const rooms = await screen.findAllByRole('article');
    expect(rooms).toHaveLength(3);
    expect(
      within(rooms[0] as HTMLElement).getByRole('link', { name: '加入 房间 #1031' }),
    ).toHaveAttribute('href', '/m/battleDetail?battleId=1031');
    expect(lists[0]).toMatchObject({ type: 0, subType: 0, roomSort: 1 });
    expect(screen.getByRole('link', { name: '创建对战' })).toHaveAttribute(
      'href',
      '/m/createbattle',
    );
  });

  it('lists the mobile group’s pages, the rank and the battle boxes', async () => {
    await render('/m/battle/battleHelp');
    const pages = await screen.findByRole('navigation', { name: '对战页面' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/m/battle/list',
      '/m/battle/battleHistory',
      '/m/battle/myBattleHistory',
      '/m/battle/battleHelp',
      '/m/rank',
      '/m/battleBoxIntro',
    ]);
    expect(await screen.findByRole('heading', { name: '胜负规则' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in for their own battles', async () => {
    await render('/p/battle/mylist');
    await waitFor(() => expect(screen.getByRole('button', { name: /登录/ })).toBeInTheDocument());
  });
});
