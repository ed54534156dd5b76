import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import type { MockRoutes } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { SEALED_ROLL } from '../grade/fixtures';
import { INVITED, RECORDS, SPREAD_OPENED, spreadInfo, spreadRules, spreadUser } from './fixtures';
import { qrPath } from './InviteQr';
import { Rule } from './Rule';
import { Spread } from './Spread';
import { SpreadUserDetail } from './SpreadUserDetail';
import { SpreadUsers } from './SpreadUsers';
import { userIdOf } from './useSpreadUserDetailScreen';
import { inviteLinkOf, neededForNext } from './useSpreadScreen';

async function setup(
  element: React.ReactElement,
  path: string,
  { routes = {} as MockRoutes } = {},
) {
  const calls: { path: string; payload: unknown }[] = [];
  let info = spreadInfo();
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(),
      '/api/spread/info': () => info,
      '/api/spread/rules': () => spreadRules(),
      '/api/spread/openBox': () => {
        calls.push({ path: 'open', payload: null });
        info = spreadInfo({ spreadBoxCount: 0 });
        return SPREAD_OPENED;
      },
      '/api/fairness/verify': () => SEALED_ROLL,
      '/api/spread/users': (payload) => {
        calls.push({ path: 'users', payload });
        return INVITED;
      },
      '/api/spread/userDetail': (payload) => {
        calls.push({ path: 'detail', payload });
        return { user: spreadUser(), list: RECORDS, total: 2 };
      },
      ...routes,
    },
  });
  const view = renderScreen(element, { store, path });
  return { calls, view, store };
}

describe('referral helpers', () => {
  it('builds the invite link from the origin and the code', () => {
    expect(inviteLinkOf('https://skins.test', 'AB 12')).toBe(
      'https://skins.test/jump?url=%2Fregister&code=AB%2012',
    );
    expect(inviteLinkOf('https://skins.test', '')).toBeNull();
  });

  it('counts the recharging invitees the next tier still needs', () => {
    expect(neededForNext(spreadInfo())).toBe(2);
    expect(neededForNext(spreadInfo({ nextTier: null }))).toBeNull();
  });

  it('reads only a positive id from the address', () => {
    expect(userIdOf('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '4.2', 'x', '99999999999'])
      expect(userIdOf(bad)).toBeNull();
  });

  it('draws a square QR code with dark modules', () => {
    const qr = qrPath('https://skins.test/jump?url=%2Fregister&code=AB12CD');
    expect(qr.size).toBeGreaterThanOrEqual(21 + 4);
    expect(qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
  });
});

describe('Spread', { timeout: 20_000 }, () => {
  it('shows the invite link with its QR code, the figures and the tiers', async () => {
    const { view } = await setup(<Spread />, '/m/spread');
    expect(await screen.findByTestId('spread-code')).toHaveTextContent('AB12CD');
    expect(screen.getByTestId('spread-link')).toHaveTextContent(
      `${window.location.origin}/jump?url=%2Fregister&code=AB12CD`,
    );
    expect(screen.getByRole('img', { name: '邀请二维码' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: '推广数据' });
    expect(within(figures).getByText('邀请人数').nextSibling).toHaveTextContent('2');
    expect(within(figures).getByText('累计推广奖励').nextSibling).toHaveTextContent('1.20');
    expect(screen.getByText(/再有 2 位下级充值，比例升至 1.50%/)).toBeInTheDocument();
    const current = screen.getAllByRole('row').find((row) => row.getAttribute('aria-current'));
    expect(current).toHaveTextContent('0 人及以上1.00%');
    expect(screen.getByRole('link', { name: '查看下级' })).toHaveAttribute('href', '/m/spreadUser');
    expect(screen.getByRole('link', { name: '推广规则' })).toHaveAttribute('href', '/m/rule');
    await expectNoAxeViolations(view.container);
  });

  it('copies the invite link', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await setup(<Spread />, '/m/spread');
    await user.click(await screen.findByRole('button', { name: '复制链接' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/jump?url=%2Fregister&code=AB12CD`,
    );
    expect(await screen.findByText('已复制邀请链接')).toBeInTheDocument();
  });

  it('opens a spread box and shows the drop with its proof', async () => {
    const { calls } = await setup(<Spread />, '/m/spread');
    expect(await screen.findByTestId('spread-box-count')).toHaveTextContent('可打开 1 个');
    await userEvent.click(screen.getByRole('button', { name: '打开宝箱' }));
    expect(calls.filter((c) => c.path === 'open')).toHaveLength(1);
    expect(await screen.findByText('M4A1 消音型 | 次时代')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('spread-box-count')).toHaveTextContent('暂无可打开的推广宝箱'),
    );
    expect(screen.getByRole('button', { name: '打开宝箱' })).toBeDisabled();
  });
});

describe('SpreadUsers', { timeout: 20_000 }, () => {
  it('lists the invited players with links to their details', async () => {
    const { calls } = await setup(<SpreadUsers />, '/m/spreadUser');
    const link = await screen.findByRole('link', { name: /^小明.*明细$/ });
    expect(link).toHaveAttribute('href', '/m/spreadUserDetail?userId=42');
    expect(link).toHaveTextContent(/充值\s*120\.00/);
    expect(link).toHaveTextContent(/我的奖励\s*1\.20/);
    expect(screen.getByRole('link', { name: /^小红.*明细$/ })).toHaveTextContent('未充值');
    expect(calls.find((c) => c.path === 'users')?.payload).toEqual({ page: 1 });
  });

  it('opens with the overview on desktop', async () => {
    const { view } = await setup(<SpreadUsers />, '/p/me/spreadUser');
    expect(await screen.findByTestId('spread-code')).toHaveTextContent('AB12CD');
    expect(await screen.findByRole('link', { name: /^小明.*明细$/ })).toHaveAttribute(
      'href',
      '/p/me/spreadUserDetail?userId=42',
    );
    await expectNoAxeViolations(view.container);
  });
});

describe('SpreadUserDetail', { timeout: 20_000 }, () => {
  it("shows one invited player's recharges and my rewards", async () => {
    const { calls, view } = await setup(<SpreadUserDetail />, '/p/me/spreadUserDetail?userId=42');
    expect(await screen.findByText('充值 100.00 × 1.00% = 奖励 1.00')).toBeInTheDocument();
    expect(screen.getByText('充值 20.00 × 1.00% = 奖励 0.20')).toBeInTheDocument();
    expect(screen.getByText('小明')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'detail')?.payload).toEqual({ page: 1, userId: 42 });
    expect(screen.getByRole('link', { name: '返回我的推广' })).toHaveAttribute(
      'href',
      '/p/me/spreadUser',
    );
    await expectNoAxeViolations(view.container);
  });

  it('asks nothing for an address without a valid player', async () => {
    const { calls } = await setup(<SpreadUserDetail />, '/m/spreadUserDetail?userId=abc');
    expect(await screen.findByText('没有这位下级玩家')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'detail')).toBe(false);
  });
});

describe('Rule', { timeout: 20_000 }, () => {
  it('explains the rewards, the tiers and the box contents', async () => {
    const { view } = await setup(<Rule />, '/m/rule');
    expect(
      await screen.findByText('每位下级累计充值达到 100.00 金币，您获得一个推广宝箱。'),
    ).toBeInTheDocument();
    expect(screen.getByText('10 人及以上')).toBeInTheDocument();
    expect(screen.getByText('2.00%')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '推广宝箱可开出' })).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });
});
