import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { DRAWS, timeboxListing } from './fixtures';
import { Timebox } from './Timebox';
import { joinProgress } from './TimedBoxCard';

// A busy shared machine answers the mocked calls slower than the default second.

async function setup({ signedIn = true, path = '/p/timebox' } = {}) {
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/timebox/list': () => timeboxListing(),
      '/api/timebox/draws': () => DRAWS,
    },
  });
  const view = renderScreen(<Timebox />, { store, path });
  return { view };
}

const card = (name: string) => screen.getByRole('article', { name });

// Rendering, user events and axe on a shared 2-core machine take seconds each.
describe('Timebox', { timeout: 20_000 }, () => {
  it('shows each box joined or not joined, the recharge towards it and the count-down', async () => {
    const { view } = await setup();
    await screen.findByRole('article', { name: '每小时宝箱' });
    expect(within(card('每小时宝箱')).getByText('已参与')).toBeInTheDocument();
    expect(within(card('每小时宝箱')).getByRole('timer')).toHaveTextContent('00:30:30');
    expect(within(card('每日宝箱')).getByText('未参与')).toBeInTheDocument();
    expect(within(card('每日宝箱')).getByText('今天充值满 500.00 金币')).toBeInTheDocument();
    expect(within(card('每日宝箱')).getByText('已充值 150.00 / 500.00')).toBeInTheDocument();
    expect(within(card('每日宝箱')).getByRole('link', { name: '去充值' })).toHaveAttribute(
      'href',
      '/p/recharge',
    );
    expect(within(card('VIP10 宝箱')).getByText(/需 VIP10/)).toBeInTheDocument();
    expect(within(card('每周宝箱')).getByRole('timer')).toHaveTextContent('60:00:00');
    expect(await screen.findByText('每小时宝箱 · 2026-11-20T11')).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('shows the contents and odds of the box picked', async () => {
    await setup();
    await userEvent.click(await screen.findByRole('button', { name: 'VIP5 宝箱 · 查看饰品' }));
    expect(screen.getByRole('heading', { name: 'VIP5 宝箱的饰品与概率' })).toBeInTheDocument();
  });

  it('shows a visitor the boxes without a joined state', async () => {
    await setup({ signedIn: false, path: '/m/timebox' });
    await screen.findByRole('article', { name: '每小时宝箱' });
    expect(screen.queryByText('已参与')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });
});

describe('joinProgress', () => {
  it('is the share of the threshold recharged, capped at 100', () => {
    expect(joinProgress('150.00', '500.00')).toBe(30);
    expect(joinProgress('600.00', '500.00')).toBe(100);
    expect(joinProgress('0.00', '100.00')).toBe(0);
  });
});
