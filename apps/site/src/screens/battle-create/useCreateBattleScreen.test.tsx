import type { RootStore } from '@skinbox/stores';
import { act, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { TOKEN, baseRoutes, present } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { refuse } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { DESIGNER_BOXES, designerRoom } from '../battle-common/designerRooms';
import { useCreateBattleScreen, type CreateBattleScreen } from './useCreateBattleScreen';

async function setup({
  signedIn = true,
  create = () => designerRoom('waiting').detail as unknown,
  path = '/m/createbattle',
} = {}) {
  const created: Record<string, unknown>[] = [];
  const store: RootStore = mockStore({
    token: signedIn ? TOKEN : undefined,
    routes: {
      ...baseRoutes(),
      '/api/battle/boxIntro': () => ({ list: DESIGNER_BOXES }),
      '/api/battle/create': (payload) => {
        created.push(payload);
        return create();
      },
    },
  });
  if (signedIn) await store.user.loadInfo();
  let latest: CreateBattleScreen | null = null;
  const Probe = observer(function Probe() {
    latest = useCreateBattleScreen();
    return null;
  });
  const { router } = renderScreen(<Probe />, { store, path, pattern: '/m/createbattle' });
  const screen = () => present(latest, 'the create screen');
  await waitFor(() => expect(screen().boxes).not.toBeNull());
  return { store, screen, created, router };
}

describe('useCreateBattleScreen', () => {
  it('keeps the boxes in the order added, prices a seat, and refuses a seventh box', async () => {
    const { screen } = await setup();
    act(() => screen().setCount(22, 1));
    act(() => screen().setCount(21, 4));
    expect(screen().picks.map((p) => [p.boxId, p.count])).toEqual([
      [22, 1],
      [21, 4],
    ]);
    expect(screen()).toMatchObject({ rounds: 5, left: 1, cost: '102.50', error: null });
    act(() => screen().setCount(22, 3));
    expect(screen().picks.map((p) => [p.boxId, p.count])).toEqual([
      [22, 2],
      [21, 4],
    ]);
    expect(screen().error).toBe('箱子种类或数量超出限制（最多 6 个）');
    act(() => screen().setCount(21, 0));
    expect(screen().picks.map((p) => p.boxId)).toEqual([22]);
  });

  it('starts with the box a battle box page sent the player from', async () => {
    const { screen } = await setup({ path: '/m/createbattle?boxId=22' });
    await waitFor(() => expect(screen().picks.map((p) => [p.boxId, p.count])).toEqual([[22, 1]]));
  });

  it('refuses an empty room and a short password before any call', async () => {
    const { screen, created } = await setup();
    act(() => screen().submit());
    expect(screen().error).toBe('请至少添加一个箱子');
    act(() => screen().setCount(21, 1));
    act(() => screen().setPassword('abc'));
    act(() => screen().submit());
    expect(screen().error).toMatch(/6/);
    expect(created).toEqual([]);
  });

  it('creates the room as chosen and opens its page', async () => {
    const { screen, created, router } = await setup();
    // One change per render, as a player's presses come.
    act(() => screen().setCount(21, 2));
    act(() => screen().setCount(22, 1));
    act(() => screen().setSeats(4));
    act(() => screen().setMode('clown'));
    act(() => screen().setPassword('open-sesame'));
    act(() => screen().submit());
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      boxes: [
        { boxId: 21, count: 2 },
        { boxId: 22, count: 1 },
      ],
      seats: 4,
      mode: 'clown',
      password: 'open-sesame',
    });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/m/battleDetail?battleId=1024',
      ),
    );
  });

  it('stays on the form when the server refuses, and asks a visitor to sign in', async () => {
    const refused = await setup({ create: () => refuse('余额不足', 409) });
    act(() => refused.screen().setCount(21, 1));
    act(() => refused.screen().submit());
    await waitFor(() => expect(refused.created).toHaveLength(1));
    expect(refused.router.state.location.pathname).toBe('/m/createbattle');

    const visitor = await setup({ signedIn: false });
    act(() => visitor.screen().setCount(21, 1));
    act(() => visitor.screen().submit());
    expect(visitor.store.ui.signInOpen).toBe(true);
    expect(visitor.created).toEqual([]);
  });
});
