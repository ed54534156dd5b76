import type { LuckyTry } from '@skinbox/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes, present } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { refuse } from '../../testing/mockTransport';
import { priceOf } from '../../testing/price';
import { renderScreen } from '../../testing/renderScreen';
import { LUCKY_DIAL_MS } from './LuckyDial';
import { LuckyDetails } from './LuckyDetails';
import { REVEALED_TRY, TARGET, TRIES, luckyCost, luckyRoutes, luckyTry } from './luckyFixtures';

interface Setup {
  signedIn?: boolean;
  animation?: boolean;
  outcome?: Partial<LuckyTry>;
}

async function setup({ signedIn = true, animation = false, outcome = {} }: Setup = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      ...luckyRoutes(),
      '/api/lucky/tries': (payload) => {
        calls.push({ path: 'tries', payload });
        return { list: TRIES, total: TRIES.length };
      },
      '/api/lucky/try': (payload) => {
        calls.push({ path: 'try', payload });
        const chance = Number(payload.chance);
        return {
          ...luckyTry(9, {
            chance,
            cost: luckyCost(TARGET.price, chance),
            winningTickets: chance * 1000,
            ...outcome,
          }),
          amount: '80.00',
        };
      },
      '/api/user/sell': () => ({ credited: '268.40', amount: '348.40' }),
    },
  });
  store.prefs.setAnimation(animation);
  if (signedIn) await store.user.loadInfo();
  const view = renderScreen(<LuckyDetails />, { store, path: '/m/luckyDetails?goodsId=42' });
  await screen.findByRole('slider');
  return { store, calls, view };
}

afterEach(() => vi.useRealTimers());

/** Screen tests render whole pages: slow on a busy machine, so each has room. */
describe('LuckyDetails', { timeout: 20_000 }, () => {
  it(
    'starts at 5 % with its cost and prices every chance up to 80 %',
    { timeout: 20_000 },
    async () => {
      const { view } = await setup();
      const slider = screen.getByRole('slider', { name: /^成功率/ });
      expect(slider).toHaveValue('5');
      const cost = within(present(screen.getByText('本次花费').parentElement));
      expect(cost.getByText(priceOf(luckyCost(TARGET.price, 5)))).toBeInTheDocument();
      fireEvent.change(slider, { target: { value: '80' } });
      expect(cost.getByText(priceOf(luckyCost(TARGET.price, 80)))).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: '25%' }));
      expect(slider).toHaveValue('25');
      expect(screen.getByRole('button', { name: '25%' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(view.container);
    },
  );

  it('tries at the chosen chance; a loss says so and gives nothing', async () => {
    const { calls } = await setup({ outcome: { won: false, ticket: 71234 } });
    fireEvent.change(screen.getByRole('slider', { name: /^成功率/ }), { target: { value: '30' } });
    await userEvent.click(screen.getByRole('button', { name: '开始冲刺' }));
    expect(await screen.findByText(/差一点！本次未成功/)).toHaveTextContent(
      '票号 71234（≤ 30000 成功）',
    );
    expect(calls.find((c) => c.path === 'try')?.payload).toEqual({ goodsId: 42, chance: 30 });
    // The tries list asks again after the try.
    await waitFor(() => expect(calls.filter((c) => c.path === 'tries')).toHaveLength(2));
    expect(screen.getByRole('button', { name: '再来一次' })).toBeInTheDocument();
  });

  it('runs the dial with the animation on, then reveals a win to sell or keep', async () => {
    await setup({ animation: true, outcome: { won: true, ticket: 1200, bagItemId: 77 } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: '开始冲刺' }));
    expect(await screen.findByRole('button', { name: '冲刺中…' })).toBeDisabled();
    expect(screen.queryByText('冲刺成功！饰品已放入背包')).not.toBeInTheDocument();
    // The needle runs round the dial, the item in its middle, and lands on the ticket.
    expect(screen.getByTestId('lucky-dial')).not.toHaveAttribute('data-landed');
    await act(() => vi.advanceTimersByTimeAsync(LUCKY_DIAL_MS));
    expect(screen.getByTestId('lucky-dial')).toHaveAttribute('data-landed', 'true');
    expect(await screen.findByText('冲刺成功！饰品已放入背包')).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: /出售/ }));
    expect(await screen.findByText('已出售，获得 268.40 金币')).toBeInTheDocument();
  });

  it('verifies a revealed try in the browser, and says how to reveal a sealed one', async () => {
    await setup();
    /** The verify button on the row of the try with `nonce`. */
    const verifyOf = async (nonce: number) =>
      within(present((await screen.findByText(`nonce ${nonce}`)).parentElement)).getByRole(
        'button',
        { name: '验证' },
      );
    await userEvent.click(await verifyOf(REVEALED_TRY.nonce));
    expect(await screen.findByText('已验证：票号与结果一致')).toBeInTheDocument();
    await userEvent.click(await verifyOf(2));
    expect(await screen.findByText(/服务器种子尚未公开/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去更换种子' })).toHaveAttribute('href', '/m/fairness');
  });

  it('asks a visitor to sign in to try and for the tries', async () => {
    const { store, calls } = await setup({ signedIn: false });
    await userEvent.click(screen.getByRole('button', { name: '开始冲刺' }));
    expect(store.ui.signInOpen).toBe(true);
    expect(calls).toEqual([]);
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('says so for an item that cannot be a target', async () => {
    const store = mockStore({
      routes: {
        ...baseRoutes(),
        ...luckyRoutes(),
        '/api/lucky/detail': () => refuse('该饰品不能用于幸运饰品', 404),
      },
    });
    renderScreen(<LuckyDetails />, { store, path: '/p/luckyDetails?goodsId=1' });
    expect(await screen.findByRole('link', { name: '返回幸运饰品' })).toHaveAttribute(
      'href',
      '/p/lucky',
    );
    expect(screen.getByText('该饰品不能用于幸运饰品')).toBeInTheDocument();
  });
});
