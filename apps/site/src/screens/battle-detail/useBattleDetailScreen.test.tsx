import type { BattleDetail } from '@skinbox/api';
import type { RootStore } from '@skinbox/stores';
import { act, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { TOKEN, baseRoutes, present } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { refuse } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { DESIGNER_BOXES, designerRoom } from '../battle-common/designerRooms';
import { useBattleDetailScreen, type BattleDetailScreen } from './useBattleDetailScreen';

async function setup({ signedIn = true, path = '/m/battleDetail?battleId=1024' } = {}) {
  const joins: Record<string, unknown>[] = [];
  let room: BattleDetail = designerRoom('waitingVisitor').detail;
  const me = present(designerRoom('waiting').detail.seats[0]?.player, 'the creator');
  const store: RootStore = mockStore({
    token: signedIn ? TOKEN : undefined,
    routes: {
      ...baseRoutes(),
      '/api/battle/detail': () => ({ ...room, serverNow: new Date().toISOString() }),
      '/api/battle/boxDetails': ({ boxId }) => DESIGNER_BOXES.find((b) => b.boxId === boxId),
      '/api/battle/join': (payload) => {
        joins.push(payload);
        if (payload.password !== 'open-sesame') return refuse('房间密码错误', 409);
        room = {
          ...room,
          seats: room.seats.map((s) => (s.seat === payload.seat ? { ...s, player: me } : s)),
          mySeat: Number(payload.seat),
        };
        return { ...room, serverNow: new Date().toISOString() };
      },
    },
  });
  if (signedIn) await store.user.loadInfo();
  let latest: BattleDetailScreen | null = null;
  const Probe = observer(function Probe() {
    latest = useBattleDetailScreen();
    return null;
  });
  renderScreen(<Probe />, { store, path, pattern: '/m/battleDetail' });
  const screen = () => present(latest, 'the battle screen');
  return { store, screen, joins };
}

describe('useBattleDetailScreen', () => {
  it('loads the room the address names, with its boxes, on the server’s clock', async () => {
    const { screen } = await setup();
    await waitFor(() => expect(screen().status).toBe('ready'));
    expect(screen().detail?.battleId).toBe(1024);
    expect(screen().boxes.get(21)?.items).toHaveLength(5);
    expect(screen().show).toEqual({ phase: 'waiting' });
    expect(screen().links.verify).toBe('/m/battleverify?battleId=1024');
  });

  it('says so when the address names no room', async () => {
    const { screen } = await setup({ path: '/m/battleDetail' });
    expect(screen().status).toBe('missing');
  });

  it('asks for a locked room’s password, shows a refusal under it, and seats the player', async () => {
    const { screen, joins } = await setup();
    await waitFor(() => expect(screen().status).toBe('ready'));
    act(() => screen().joinSeat(2));
    expect(screen().prompt).toEqual({ seat: 2, password: '', error: null });
    act(() => screen().confirmPassword());
    expect(screen().prompt?.error).toBe('请输入房间密码');
    expect(joins).toEqual([]);
    act(() => screen().setPassword('wrong-one'));
    act(() => screen().confirmPassword());
    await waitFor(() => expect(screen().prompt?.error).toBe('房间密码错误'));
    act(() => screen().setPassword('open-sesame'));
    act(() => screen().confirmPassword());
    await waitFor(() => expect(screen().prompt).toBeNull());
    expect(joins.at(-1)).toEqual({ battleId: 1024, seat: 2, password: 'open-sesame' });
    expect(screen().detail?.mySeat).toBe(2);
  });

  it('opens the sign-in for a visitor instead of joining', async () => {
    const { store, screen, joins } = await setup({ signedIn: false });
    await waitFor(() => expect(screen().status).toBe('ready'));
    act(() => screen().joinSeat(2));
    expect(store.ui.signInOpen).toBe(true);
    expect(screen().prompt).toBeNull();
    expect(joins).toEqual([]);
  });
});
