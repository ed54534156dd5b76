import type { RollDetail as Detail } from '@skinbox/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes, userInfo } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { refuse } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { drawnDetail, openDetail, participant, rollRoutes } from './rollFixtures';
import { RollDetail } from './RollDetail';

async function setup(
  detail: () => Detail | ReturnType<typeof refuse>,
  viewer = 7,
  path = '/m/roll_detail?rollId=7',
) {
  const joins: Record<string, unknown>[] = [];
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes({ ...userInfo(), userId: viewer }),
      ...rollRoutes(),
      '/api/roll/detail': () => detail(),
      '/api/roll/join': (payload) => {
        joins.push(payload);
        // The room as it stands, now joined: its draw time is the room's.
        const room = detail();
        return openDetail({
          ...('drawAt' in room ? { drawAt: room.drawAt, countdownMs: room.countdownMs } : {}),
          joined: true,
          participants: 3,
          participantList: [
            participant(17, '阿强'),
            participant(4, '小美'),
            participant(7, 'Player0001'),
          ],
          me: { joined: true, vipLevel: 3, recharged: '120.00', vipMet: true, rechargeMet: true },
        });
      },
    },
  });
  await store.user.loadInfo();
  const view = renderScreen(<RollDetail />, { store, path });
  return { store, joins, view };
}

/** Fake time passing in short steps, each its own act, so each step's renders set the next timers. */
async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) {
    act(() => {
      vi.advanceTimersByTime(100);
    });
    // The answers of the mock server and the renders they bring.
    await act(() => Promise.resolve());
  }
}

/** Screen tests render whole pages: slow on a busy machine, so each has room. */
describe('RollDetail', { timeout: 20_000 }, () => {
  it(
    'shows the room, its conditions against the viewer, prizes, players and the committed hash',
    { timeout: 20_000 },
    async () => {
      const { view } = await setup(() => openDetail());
      expect(await screen.findByRole('heading', { name: '周末福利房 7' })).toBeInTheDocument();
      expect(screen.getByText('距开奖')).toBeInTheDocument();
      expect(screen.getByText(/VIP2 及以上 · 当前 VIP3/)).toBeInTheDocument();
      expect(screen.getByText(/起充值满 100.00 · 已充值 40.00/)).toBeInTheDocument();
      expect(screen.getByText('AWP | 二西莫夫')).toBeInTheDocument();
      expect(screen.getAllByText('待开奖')).toHaveLength(3);
      const players = screen.getByRole('heading', { name: '参与玩家 · 2' }).parentElement;
      expect(within(players ?? document.body).getByText('小美')).toBeInTheDocument();
      expect(
        screen.getByText('fc31f0fe70115f6782ab8670d24a1030af1f5f9e1181971cdc94c45a61413094'),
      ).toBeInTheDocument();
      expect(screen.getAllByText('开奖后公布')).toHaveLength(2);
      await expectNoAxeViolations(view.container);
    },
  );

  it('asks for the password before joining, then joins with it', async () => {
    const { joins } = await setup(() => openDetail());
    await userEvent.click(await screen.findByRole('button', { name: '加入房间' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入房间密码');
    expect(joins).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('房间密码'), 'open-sesame');
    await userEvent.click(screen.getByRole('button', { name: '加入房间' }));
    expect(await screen.findByText('加入成功，开奖后奖品自动放入背包')).toBeInTheDocument();
    expect(joins).toEqual([{ rollId: 7, password: 'open-sesame' }]);
    expect(screen.getByText('你已加入，等待开奖')).toBeInTheDocument();
    expect(screen.getByText('玩家0001')).toBeInTheDocument();
  });

  it('shows a drawn room with its winners and verifies the draw in the browser', async () => {
    await setup(() => drawnDetail(), 17);
    expect(await screen.findByText('恭喜！你获得的奖品已放入背包')).toBeInTheDocument();
    // The fairness vector's draw: prize 1 to 1023, prize 2 to 56, prize 3 to 17.
    const prizes = screen.getByRole('heading', { name: '奖品 · 3' }).parentElement;
    const tiles = within(prizes ?? document.body);
    expect(tiles.getByText('老王')).toBeInTheDocument();
    expect(tiles.getByText('阿飞')).toBeInTheDocument();
    expect(tiles.getByText('阿强')).toBeInTheDocument();
    expect(screen.getByText('roll-room-seed-1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '在浏览器中验证' }));
    expect(
      await screen.findByText('验证通过：哈希、公共种子与每件奖品的得主均一致'),
    ).toBeInTheDocument();
  });

  it('shows the draw happen to a viewer who watched the room open, then the winners', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // Due now: the screen asks again until the draw shows, and it does.
      let current = openDetail({
        countdownMs: 0,
        drawAt: openDetail().serverNow,
        conditions: { ...openDetail().conditions, hasPassword: false },
      });
      await setup(() => current, 17);
      expect(await screen.findByText('开奖中…')).toBeInTheDocument();
      current = drawnDetail();
      await advance(3000);
      const draw = await screen.findByTestId('roll-draw');
      expect(within(draw).getByRole('heading')).toHaveTextContent('开奖中 · 第 1/3 件奖品');
      // The results wait for the draw: no winner on the prizes, no word to the viewer yet.
      expect(screen.queryByText('恭喜！你获得的奖品已放入背包')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(
        within(draw)
          .getAllByRole('listitem')
          .some((li) => li.hasAttribute('data-lit')),
      ).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(screen.queryByTestId('roll-draw')).not.toBeInTheDocument();
      expect(await screen.findByText('恭喜！你获得的奖品已放入背包')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears the join word once the room is drawn', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // Due now, so the screen asks again until the draw shows; a password room, as joined above.
      // The draw two seconds away: joined first, then the countdown runs out and the draw shows.
      const drawAt = new Date(Date.parse(openDetail().serverNow) + 2000).toISOString();
      let current = openDetail({ countdownMs: 2000, drawAt });
      const { store } = await setup(() => current);
      store.prefs.setAnimation(false);
      await userEvent.type(await screen.findByLabelText('房间密码'), 'open-sesame');
      await userEvent.click(screen.getByRole('button', { name: '加入房间' }));
      expect(await screen.findByText('加入成功，开奖后奖品自动放入背包')).toBeInTheDocument();
      current = drawnDetail();
      await advance(6000);
      expect(await screen.findByText('很遗憾，本次未中奖')).toBeInTheDocument();
      expect(screen.queryByText('加入成功，开奖后奖品自动放入背包')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a participant who won nothing', async () => {
    await setup(() => drawnDetail(), 4);
    expect(await screen.findByText('很遗憾，本次未中奖')).toBeInTheDocument();
  });

  it('catches a draw whose stored winner was changed', async () => {
    const forged = drawnDetail();
    const [first, ...rest] = forged.seeds.draws;
    if (!first) throw new Error('no draw');
    await setup(
      () => ({ ...forged, seeds: { ...forged.seeds, draws: [{ ...first, userId: 4 }, ...rest] } }),
      17,
    );
    await userEvent.click(await screen.findByRole('button', { name: '在浏览器中验证' }));
    expect(await screen.findByText('验证失败：与服务器记录不一致')).toBeInTheDocument();
  });

  it('says so when the room does not exist', async () => {
    await setup(() => refuse('ROLL房不存在', 404));
    expect(await screen.findByText('房间不存在')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '返回ROLL房列表' })).toHaveAttribute(
        'href',
        '/m/roll',
      ),
    );
  });
});
