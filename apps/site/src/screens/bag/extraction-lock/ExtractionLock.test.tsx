import type { WageringStanding } from '@skinbox/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../testing/axe';
import { TOKEN, baseRoutes, userInfo } from '../../../testing/gameFixtures';
import { mockStore } from '../../../testing/mockStore';
import { renderScreen } from '../../../testing/renderScreen';
import { ExtractionLock } from './ExtractionLock';
import { lockView } from './rules';

const GIFTS_ONLY: WageringStanding = {
  paid: false,
  locked: '2.00',
  required: '290.00',
  turnover: '2.00',
  owed: '288.00',
  multiple: 145,
};
const BONUS_LEFT: WageringStanding = {
  paid: true,
  locked: '36.52',
  required: '5295.40',
  turnover: '1323.85',
  owed: '3971.55',
  multiple: 145,
};
const UNLOCKED: WageringStanding = { ...BONUS_LEFT, turnover: '6000.00', owed: '0.00' };

async function setup(standing: WageringStanding) {
  const store = mockStore({
    token: TOKEN,
    routes: { ...baseRoutes(userInfo()), '/api/user/wagering': () => standing },
  });
  await store.user.loadInfo();
  const view = renderScreen(
    <>
      <ExtractionLock />
      <p>bag</p>
    </>,
    { store, path: '/m/bag' },
  );
  await screen.findByText('bag');
  return view;
}

describe('the extraction lock (issue 26)', () => {
  it('reads the turnover made of what is asked, in whole percent, and hides once items may leave', () => {
    expect(lockView(GIFTS_ONLY)).toEqual({ needsPayment: true, wagering: true, percent: 0 });
    expect(lockView(BONUS_LEFT)).toEqual({ needsPayment: false, wagering: true, percent: 25 });
    expect(lockView({ ...GIFTS_ONLY, required: '0.00', owed: '0.00' })).toEqual({
      needsPayment: true,
      wagering: false,
      percent: 100,
    });
    expect(lockView(UNLOCKED)).toBeNull();
  });

  it('tells a gifts-only account to recharge first, and what turnover its gifts still ask', async () => {
    const view = await setup(GIFTS_ONLY);
    const panel = await screen.findByRole('region', { name: '提取条件' });
    expect(panel).toHaveTextContent('首次充值后即可提取饰品');
    expect(within(panel).getByRole('link', { name: '去充值' })).toHaveAttribute(
      'href',
      '/m/recharge',
    );
    expect(panel).toHaveTextContent('再开箱或对战流水 288.00 金币即可提取');
    expect(within(panel).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '2.00 / 290.00',
    );
    expect(panel).toHaveTextContent('各类赠送共 2.00 金币，需完成其 145 倍');
    await expectNoAxeViolations(view.container);
  });

  it('shows a paying player only the turnover left, with its progress', async () => {
    await setup(BONUS_LEFT);
    const panel = await screen.findByRole('region', { name: '提取条件' });
    expect(panel).not.toHaveTextContent('首次充值');
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('shows nothing to a player whose items may leave', async () => {
    await setup(UNLOCKED);
    expect(screen.queryByRole('region', { name: '提取条件' })).not.toBeInTheDocument();
  });
});
