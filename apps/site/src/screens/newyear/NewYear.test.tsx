import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { OPENED, newYearListing } from './fixtures';
import { NewYear } from './NewYear';

// A busy shared machine answers the mocked calls slower than the default second.
configure({ asyncUtilTimeout: 5_000 });

async function setup({ signedIn = true, listing = newYearListing() } = {}) {
  const calls: string[] = [];
  let opened = false;
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/activity/newYear': () =>
        opened
          ? newYearListing({ today: OPENED, draws: [OPENED, ...(listing.activity?.draws ?? [])] })
          : listing,
      '/api/activity/openNewYear': () => {
        calls.push('open');
        opened = true;
        return OPENED;
      },
    },
  });
  if (signedIn) await store.user.loadInfo();
  const view = renderScreen(<NewYear />, { store, path: '/p/newyear' });
  await screen.findByRole('heading', { level: 1, name: '新春活动' });
  return { calls, view };
}

// Rendering, user events and axe on a shared 2-core machine take seconds each.
describe('NewYear', { timeout: 20_000 }, () => {
  it('shows the window, today against the entry, the odds and my envelopes', async () => {
    const { view } = await setup();
    expect(screen.getAllByRole('timer')[0]).toHaveTextContent('06:20:00:00');
    expect(screen.getByText('今日流水 120.00 / 100.00')).toBeInTheDocument();
    expect(
      screen.getByRole('row', { name: /大红包 2\.00 1\.000% 99001–100000/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('2026-11-19 · 中红包 · 0.50 金币')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拆红包' })).toBeEnabled();
    await expectNoAxeViolations(view.container);
  });

  it("opens today's envelope once and shows what it gave with its roll", async () => {
    const { calls } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '拆红包' }));
    expect(await screen.findByTestId('newyear-won')).toHaveTextContent(
      '恭喜拆得「大红包」2.00 金币，已到账',
    );
    expect(calls).toEqual(['open']);
    expect(screen.queryByRole('button', { name: '拆红包' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '验证结果（#702）' })).toBeInTheDocument();
  });

  it('keeps the envelope closed below the entry turnover', async () => {
    await setup({ listing: newYearListing({ todayTurnover: '40.00' }) });
    expect(screen.getByRole('button', { name: '拆红包' })).toBeDisabled();
  });

  it('asks a visitor to sign in', async () => {
    const { calls } = await setup({ signedIn: false });
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByText('我的新春红包')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '拆红包' }));
    expect(calls).toEqual([]);
  });
});
