import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { SIGNIN_RECORDS, signinAwards } from './fixtures';
import { Signin } from './Signin';
import { nextAwardDay } from './useSigninScreen';

// A busy shared machine answers the mocked calls slower than the default second.

async function setup({ signedIn = true } = {}) {
  let signed = false;
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/user/signinAwards': () => (signed ? signinAwards(3, true) : signinAwards()),
      '/api/user/signinRewardRecords': () => SIGNIN_RECORDS,
      '/api/user/signin': () => {
        signed = true;
        return { day: 3, kind: 'amount', amount: '1.00' };
      },
    },
  });
  const view = renderScreen(<Signin />, { store, path: '/p/me/signin' });
  return { view, signed: () => signed };
}

// Rendering, user events and axe on a shared 2-core machine take seconds each.
describe('Signin', { timeout: 20_000 }, () => {
  it('shows the week of awards, the days signed, today’s and the records', async () => {
    const { view } = await setup();
    const days = within(await screen.findByRole('list', { name: '本周期签到奖励' })).getAllByRole(
      'listitem',
    );
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('第 1 天0.50 金币已签到');
    expect(days[2]).toHaveTextContent('今日可签');
    expect(days[2]).toHaveAttribute('aria-current', 'date');
    expect(days[3]).toHaveTextContent('50.00 积分');
    expect(screen.getByText('已连续签到 2 天')).toBeInTheDocument();
    expect(await screen.findByText(/· 第 2 天$/)).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('signs in once for today', async () => {
    const { signed } = await setup();
    await userEvent.click(await screen.findByRole('button', { name: '立即签到' }));
    expect(signed()).toBe(true);
    expect(await screen.findByText('签到成功（第 3 天），获得 1.00 金币')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled();
  });

  it('asks a visitor to sign in', async () => {
    await setup({ signedIn: false });
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });
});

describe('nextAwardDay', () => {
  it('is the first unsigned day, none once today is signed, day 1 after a full week', () => {
    expect(nextAwardDay(signinAwards(2))).toBe(3);
    expect(nextAwardDay(signinAwards(3, true))).toBeNull();
    expect(nextAwardDay(signinAwards(0))).toBe(1);
    expect(nextAwardDay(signinAwards(7))).toBe(1);
  });
});
