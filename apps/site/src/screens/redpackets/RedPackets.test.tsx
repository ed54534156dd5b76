import { redPacketShares, sha256Hex } from '@skinbox/fairness';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { refuse, type MockRoutes } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { RECORDS, SEALED_ROLL, redPacketListing } from './fixtures';
import { percentOf, rechargeProgress } from './PacketCard';
import { RedPackets } from './RedPackets';
import { checkSplit } from './splitProof';

// A busy shared machine answers the mocked calls slower than the default second.
configure({ asyncUtilTimeout: 5_000 });

async function setup({ signedIn = true, routes = {} as MockRoutes } = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const toasts: string[] = [];
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    toast: (message) => toasts.push(message),
    routes: {
      ...baseRoutes(),
      '/api/redpacket/list': () => redPacketListing(),
      '/api/redpacket/records': () => RECORDS,
      '/api/redpacket/receive': (payload) => {
        calls.push({ path: 'receive', payload });
        return {
          packetId: 1,
          kind: 'activity',
          periodKey: '2026-11-20',
          amount: '8.88',
          rollId: null,
          ticket: null,
        };
      },
      '/api/redpacket/password': (payload) => {
        calls.push({ path: 'password', payload });
        return { packetId: 9, amount: '2.50', seq: 2, count: 5 };
      },
      '/api/fairness/verify': () => SEALED_ROLL,
      ...routes,
    },
  });
  if (signedIn) await store.user.loadInfo();
  const view = renderScreen(<RedPackets />, { store, path: '/p/redpacket' });
  await screen.findByRole('article', { name: '活动红包' });
  return { calls, toasts, view };
}

const card = (name: string) => screen.getByRole('article', { name });

// Rendering, user events and axe on a shared 2-core machine take seconds each.
describe('RedPackets', { timeout: 20_000 }, () => {
  it('shows every kind with its period, terms and state: receivable, received, locked', async () => {
    const { view } = await setup();
    expect(within(card('活动红包')).getByText('每日')).toBeInTheDocument();
    expect(
      within(card('活动红包')).getByText('「双十一狂欢」期间可领 8.88 金币'),
    ).toBeInTheDocument();
    expect(within(card('活动红包')).getByRole('button', { name: '领取 活动红包' })).toBeEnabled();
    expect(within(card('幸运红包')).getByText('0.10 ~ 5.00')).toBeInTheDocument();
    expect(within(card('幸运红包')).getByText('已领 1.23 金币')).toBeInTheDocument();
    expect(within(card('幸运红包')).getByRole('timer')).toHaveTextContent('12:00:00');
    expect(
      within(card('充值红包')).getByText('本周充值满 500.00 金币，可领 10.00 金币'),
    ).toBeInTheDocument();
    expect(within(card('充值红包')).getByText('已充值 125.00 / 500.00')).toBeInTheDocument();
    expect(within(card('充值红包')).getByText('未达成')).toBeInTheDocument();
    expect(
      within(card('返利红包')).getByText('返还昨日开箱与对战流水的 0.2%，最高 50.00 金币'),
    ).toBeInTheDocument();
    expect(within(card('返利红包')).getByText('流水 1000.00，可领 2.00 金币')).toBeInTheDocument();
    expect(
      within(card('亏损红包')).getByText('补贴上月净亏损的 1.25%，最高 100.00 金币'),
    ).toBeInTheDocument();
    expect(within(card('VIP红包')).getByText('当前 VIP3，可领 3.00 金币')).toBeInTheDocument();
    expect(within(card('VIP红包')).getByText('各等级：VIP1 1.00 · VIP3 3.00')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '口令红包' })).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('receives a packet, shows what it gave and asks for the list again', async () => {
    const { calls } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '领取 活动红包' }));
    expect(calls.find((c) => c.path === 'receive')?.payload).toEqual({ id: 1, platformId: 1 });
    expect(await screen.findByTestId('red-packet-won')).toHaveTextContent('8.88 金币');
    await userEvent.click(screen.getByRole('button', { name: '收下' }));
    expect(screen.queryByTestId('red-packet-won')).not.toBeInTheDocument();
  });

  it('grabs a password packet: the button waits for a password, the place is shown', async () => {
    const { calls } = await setup();
    const grab = screen.getByRole('button', { name: '抢红包' });
    expect(grab).toBeDisabled();
    await userEvent.type(screen.getByLabelText('红包口令'), 'HAPPY2026');
    await userEvent.click(grab);
    expect(calls.find((c) => c.path === 'password')?.payload).toEqual({ password: 'HAPPY2026' });
    expect(await screen.findByTestId('red-packet-won')).toHaveTextContent('2.50 金币');
    expect(screen.getByText('你是第 2 位领取者（共 5 份）')).toBeInTheDocument();
  });

  it('tells a wrong password in the words of SPEC section 8 and keeps what was typed', async () => {
    const { toasts } = await setup({
      routes: { '/api/redpacket/password': () => refuse('红包口令错误') },
    });
    await userEvent.type(screen.getByLabelText('红包口令'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: '抢红包' }));
    await expect.poll(() => toasts).toContain('红包口令错误');
    expect(screen.getByLabelText('红包口令')).toHaveValue('nope');
    expect(screen.queryByTestId('red-packet-won')).not.toBeInTheDocument();
  });

  it('lists the packets received with the lucky roll proof and the password split check', async () => {
    await setup();
    expect(await screen.findByText('幸运红包 · 2026-11-20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '验证结果（#901）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '验证瓜分' })).toBeInTheDocument();
  });

  it('shows a visitor the packets and asks them to sign in to receive one', async () => {
    const { calls } = await setup({ signedIn: false });
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByText('领取记录')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '领取 活动红包' }));
    expect(calls).toEqual([]);
  });
});

describe('red packet sums', () => {
  it('shows basis points as a percent and a recharge as a share of its threshold', () => {
    expect(percentOf(20)).toBe('0.2');
    expect(percentOf(125)).toBe('1.25');
    expect(rechargeProgress('125.00', '500.00')).toBe(25);
    expect(rechargeProgress('900.00', '500.00')).toBe(100);
    expect(rechargeProgress('1.00', '0.00')).toBe(100);
  });

  it('recomputes a password split: sealed, matching, and a share the seed does not give', async () => {
    const serverSeed = 'f'.repeat(64);
    const cents = await redPacketShares({
      serverSeed,
      clientSeed: 'packet-9',
      totalCents: 1000,
      count: 3,
    });
    const shares = cents.map((c, i) => ({
      seq: i + 1,
      amount: (c / 100).toFixed(2),
      mine: i === 1,
    }));
    const record = {
      total: '10.00',
      count: 3,
      serverSeedHash: await sha256Hex(serverSeed),
      serverSeed,
      clientSeed: 'packet-9',
      shares,
    };
    expect(await checkSplit({ ...record, serverSeed: null })).toEqual({ kind: 'sealed' });
    expect(await checkSplit(record)).toEqual({
      kind: 'checked',
      hashMatches: true,
      sharesMatch: true,
    });
    const forged = shares.map((s, i) => (i === 0 ? { ...s, amount: '9.99' } : s));
    expect(await checkSplit({ ...record, shares: forged })).toMatchObject({ sharesMatch: false });
  });
});
