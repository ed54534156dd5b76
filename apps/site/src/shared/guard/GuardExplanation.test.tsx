import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RETURN_ADDRESS_KEY } from '../../routing/returnAddress';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { GuardExplanation } from './GuardExplanation';

describe('GuardExplanation', () => {
  it('tells a visitor what the page holds and signs in to come back to it', async () => {
    sessionStorage.clear();
    const store = mockStore();
    const { container } = renderScreen(<GuardExplanation layout="p" reason="signIn" />, {
      store,
      path: '/p/recharge',
    });
    const section = screen.getByRole('region', { name: '充值' });
    expect(section).toHaveTextContent('用支付方式或卡密为账户充值金币。');
    expect(section).toHaveTextContent('登录后才能查看');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(store.ui.signInOpen).toBe(true);
    expect(sessionStorage.getItem(RETURN_ADDRESS_KEY)).toBe('/p/recharge');
    await expectNoAxeViolations(container);
  });

  it('tells a player without battle access why, and where to go instead', () => {
    renderScreen(
      <GuardExplanation layout="m" reason="battle" address="/m/createbattle" headingLevel={1} />,
      { store: mockStore({ token: 'tok' }), path: '/m/createbattle' },
    );
    expect(screen.getByRole('heading', { level: 1, name: '创建对战' })).toBeInTheDocument();
    expect(screen.getByText('对战需要开通对战资格，你的账户还没有开通。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '联系客服开通' })).toHaveAttribute(
      'href',
      '/m/service',
    );
    expect(screen.getByRole('link', { name: '看每日流水榜' })).toHaveAttribute(
      'href',
      '/m/dailyRank',
    );
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
  });

  it('leaves the heading to the page around and the action to a form beside it', () => {
    renderScreen(
      <GuardExplanation layout="m" reason="signIn" withTitle={false} withSignIn={false} />,
      { store: mockStore(), path: '/m/signin' },
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('每天签到领取金币和积分，连续签到奖励更多。')).toBeInTheDocument();
  });
});
