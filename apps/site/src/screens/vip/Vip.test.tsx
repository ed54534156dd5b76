import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { playerRoutes } from '../../testing/accountFixtures';
import { progressTo } from './rules';
import { Vip } from './Vip';

const levels = (claimed: boolean) => [
  { level: 0, growth: '0.00', rewardAmount: '0.00', perks: [], rewardState: 'locked' as const },
  {
    level: 1,
    growth: '100.00',
    rewardAmount: '1.00',
    perks: ['vipRedPacket'],
    rewardState: claimed ? ('claimed' as const) : ('claimable' as const),
  },
  {
    level: 2,
    growth: '500.00',
    rewardAmount: '3.00',
    perks: ['avatarFrame'],
    rewardState: 'locked' as const,
  },
];

describe('progressTo', () => {
  it('measures growth between the current and the next level', () => {
    expect(progressTo({ currentLevel: 1, growth: '300.00', list: levels(false) })).toMatchObject({
      percent: 50,
      need: '200.00',
    });
  });

  it('is full at the highest level', () => {
    expect(progressTo({ currentLevel: 2, growth: '900.00', list: levels(false) })).toMatchObject({
      percent: 100,
    });
  });
});

describe('Vip', () => {
  function renderVip() {
    let claimed = false;
    const store = mockStore({
      token: 'tok',
      routes: {
        ...playerRoutes(),
        '/api/user/getVipLevelList': () => ({
          currentLevel: 1,
          growth: '300.00',
          list: levels(claimed),
        }),
        '/api/user/getVipReward': () => {
          claimed = true;
          return { amount: '1.00' };
        },
      },
    });
    return renderScreen(<Vip />, { store, path: '/m/vip' });
  }

  it('shows the level, the growth still needed and the perks', async () => {
    renderVip();
    expect(await screen.findByText('当前等级 VIP1')).toBeInTheDocument();
    expect(screen.getByText('距VIP2还需 200.00 成长值')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '升级进度' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText('专属头像框')).toBeInTheDocument();
  });

  it('claims a reached level reward once', async () => {
    renderVip();
    await userEvent.click(await screen.findByRole('button', { name: '领取' }));
    expect(await screen.findByText('已领取 1.00 金币')).toBeInTheDocument();
    expect(await screen.findByText('已领取')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '领取' })).toBeNull();
  });

  it('shows the empty state when the server lists no levels', async () => {
    const store = mockStore({
      token: 'tok',
      routes: {
        ...playerRoutes(),
        '/api/user/getVipLevelList': () => ({ currentLevel: 0, growth: '0.00', list: [] }),
      },
    });
    renderScreen(<Vip />, { store, path: '/p/me/vip' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('已达最高等级')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderVip();
    await screen.findByText('当前等级 VIP1');
    await expectNoAxeViolations(container);
  });
});
