import type { RollDetail } from '@skinbox/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes, bagItem, present, userInfo } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { ROLL_ROOMS, openDetail, rollRoutes } from './rollFixtures';
import { RollList } from './RollList';

interface Setup {
  signedIn?: boolean;
  anchor?: boolean;
  path?: string;
}

async function setup({ signedIn = true, anchor = false, path = '/p/roll' }: Setup = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const info = userInfo();
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes({ ...info, base: { ...info.base, userType: anchor ? 2 : 1 } }),
      ...rollRoutes(),
      '/api/roll/list': (payload) => {
        calls.push({ path: 'list', payload });
        const tab = payload.tab as string;
        const list =
          tab === 'joined' ? ROLL_ROOMS.filter((r) => r.joined) : tab === 'ended' ? [] : ROLL_ROOMS;
        return { list, total: list.length };
      },
      '/api/user/rucksackGoods': () => ({
        list: [bagItem(31, 'bag', '88.00'), bagItem(32, 'bag', '12.00')],
        total: 2,
        bagValue: '100.00',
      }),
      '/api/roll/create': (payload): RollDetail => {
        calls.push({ path: 'create', payload });
        return openDetail({ rollId: 99 });
      },
    },
  });
  if (signedIn) await store.user.loadInfo();
  const view = renderScreen(<RollList />, {
    store,
    path,
    routes: [{ path: '/p/roll_detail', element: <p>room page</p> }],
  });
  return { store, calls, view };
}

/** Screen tests render whole pages: slow on a busy machine, so each has room. */
describe('RollList', { timeout: 20_000 }, () => {
  it(
    'lists ongoing rooms with their kind, pool, conditions and countdown',
    { timeout: 20_000 },
    async () => {
      const { view } = await setup();
      // The card read again until it stands whole: full runs twice found it between renders, once
      // without its tags and once with its kind but not its conditions.
      await waitFor(() => {
        const link = screen.getByRole('link', { name: '主播小鹿的粉丝福利' });
        expect(link).toHaveAttribute('href', '/p/roll_detail?rollId=2');
        const card = present(link.closest('article'));
        expect(within(card).getByText('主播')).toBeInTheDocument();
        expect(within(card).getByText('密码房')).toBeInTheDocument();
        expect(within(card).getByText('VIP3 及以上')).toBeInTheDocument();
        expect(within(card).getByText('已加入')).toBeInTheDocument();
      });
      const official = present(
        screen.getByRole('link', { name: '周末福利房 1' }).closest('article'),
      );
      expect(within(official).getByText('官方')).toBeInTheDocument();
      expect(within(official).getByText('37/200 人')).toBeInTheDocument();
      expect(within(official).getByText('距开奖')).toBeInTheDocument();
      await expectNoAxeViolations(view.container);
    },
  );

  it('switches to the ended and joined lists', async () => {
    const { calls } = await setup();
    await screen.findByRole('link', { name: '周末福利房 1' });
    await userEvent.click(screen.getByRole('tab', { name: '我参与的' }));
    await waitFor(() => expect(calls.at(-1)?.payload).toEqual({ tab: 'joined', page: 1 }));
    // The joined list replaces the ongoing one, which shows the joined room too.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '周末福利房 1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: '主播小鹿的粉丝福利' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '已结束' }));
    await waitFor(() => expect(calls.at(-1)?.payload).toEqual({ tab: 'ended', page: 1 }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('asks a visitor to sign in for the joined list, without calling it', async () => {
    const { calls, store } = await setup({ signedIn: false });
    await screen.findByRole('link', { name: '周末福利房 1' });
    await userEvent.click(screen.getByRole('tab', { name: '我参与的' }));
    await userEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(store.ui.signInOpen).toBe(true);
    expect(calls.some((c) => c.payload.tab === 'joined')).toBe(false);
    expect(screen.queryByRole('button', { name: '创建房间' })).not.toBeInTheDocument();
  });

  it('lets a streamer make a room from bag items and opens it', async () => {
    const { calls } = await setup({ anchor: true });
    await userEvent.click(await screen.findByRole('button', { name: '创建房间' }));
    const dialog = await screen.findByRole('dialog', { name: '创建主播ROLL房' });
    await userEvent.type(within(dialog).getByLabelText('房间名称'), '粉丝福利');
    await userEvent.click(await within(dialog).findByRole('button', { name: /红线 31/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认创建' }));
    expect(await screen.findByText('room page')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === 'create')?.payload;
    expect(sent).toMatchObject({ name: '粉丝福利', bagItemIds: [31], cap: 100 });
    const away = Date.parse(String(sent?.drawAt)) - Date.now();
    expect(away).toBeGreaterThan(59 * 60_000);
    expect(away).toBeLessThanOrEqual(60 * 60_000);
  });
});
