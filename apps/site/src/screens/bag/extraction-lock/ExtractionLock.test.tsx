import type { WageringStanding } from '@skinbox/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../testing/axe';
import { TOKEN, bagItem, baseRoutes, userInfo } from '../../../testing/gameFixtures';
import { mockStore } from '../../../testing/mockStore';
import type { MockRoute } from '../../../testing/mockTransport';
import { recordedCalls } from '../../../testing/recordedCalls';
import { renderScreen } from '../../../testing/renderScreen';
import { Bag } from '../Bag';
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

const ITEM = bagItem(1, 'bag', '3.55');

/** The panel, by its heading. */
const lockPanel = () => screen.queryByRole('region', { name: '提取条件' });
/** The bag's name search, the first thing of the row above the items. */
const search = () => screen.queryByRole('textbox', { name: '按饰品名称搜索' });

/**
 * A signed-in player's bag with one item, the standing answered by `wagering`; the player's info
 * is loaded first unless `loadInfo` is false (a fresh page, where it arrives after the bag mounts).
 * `balance` is what getInfo answers, changed by a test to move the coins.
 */
function renderBag(wagering: MockRoute, { loadInfo = true } = {}) {
  const calls = recordedCalls();
  const coins = { balance: '100.00' };
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(),
      '/api/user/getInfo': () => userInfo({}, coins.balance),
      '/api/user/rucksackGoods': () => ({ list: [ITEM], total: 1, bagValue: '3.55' }),
      '/api/user/wagering': calls.record('wagering', wagering),
    },
  });
  const loaded = loadInfo ? store.user.loadInfo() : Promise.resolve();
  return loaded.then(() => ({
    calls,
    coins,
    store,
    view: renderScreen(<Bag />, { store, path: '/m/bag' }),
  }));
}

/** A standing the test hands over when it chooses. */
function heldAnswer() {
  let answer: (standing: WageringStanding) => void = () => {};
  const held = new Promise<WageringStanding>((resolve) => {
    answer = resolve;
  });
  return { route: () => held, answer };
}

async function setup(standing: WageringStanding) {
  const { view } = await renderBag(() => standing);
  await screen.findByRole('textbox', { name: '按饰品名称搜索' });
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

  it('holds skeleton tiles in the tab until the standing is in, so the panel pushes no row or item down', async () => {
    const standing = heldAnswer();
    const { calls } = await renderBag(standing.route);
    await waitFor(() => expect(calls.made('wagering')).toBe(true));
    // The bag's own page has long answered; the row and the items still wait for the lock.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(search()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /红线 1/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    standing.answer(GIFTS_ONLY);
    const shown = await screen.findByRole('region', { name: '提取条件' });
    // The panel comes first, the row after it: both drawn in the same frame.
    expect(shown.compareDocumentPosition(search() as HTMLElement)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(await screen.findByRole('button', { name: /红线 1/ })).toBeInTheDocument();
  });

  it('keeps the panel standing while the standing is asked again after the balance moved', async () => {
    let next: (() => Promise<WageringStanding>) | null = null;
    const { calls, coins, store } = await renderBag(() => (next ? next() : GIFTS_ONLY));
    expect(await screen.findByRole('region', { name: '提取条件' })).toBeInTheDocument();
    const again = heldAnswer();
    next = again.route;
    coins.balance = '96.45';
    await store.user.loadInfo();
    await waitFor(() => expect(calls.all).toHaveLength(2));
    expect(lockPanel()).toHaveTextContent('再开箱或对战流水 288.00 金币即可提取');
    again.answer(UNLOCKED);
    await waitFor(() => expect(lockPanel()).not.toBeInTheDocument());
    expect(search()).toBeInTheDocument();
  });

  it('asks once on a fresh page: the player info arriving after the bag is no balance change', async () => {
    const { calls, store } = await renderBag(() => GIFTS_ONLY, { loadInfo: false });
    expect(await screen.findByRole('region', { name: '提取条件' })).toBeInTheDocument();
    await store.user.loadInfo();
    expect(store.user.assets.amount).toBe('100.00');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.all).toHaveLength(1);
  });
});
