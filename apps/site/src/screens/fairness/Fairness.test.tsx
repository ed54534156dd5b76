import { LUCKY_VECTORS, ROLL_VECTORS, sha256Hex } from '@skinbox/fairness';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { BOX_ITEMS, TOKEN, baseRoutes, present } from '../../testing/gameFixtures';
import { Fairness } from './Fairness';
import { recompute } from './verify';

const vector = present(ROLL_VECTORS[0]);

async function setup({ revealed = true, ticket = vector.ticket, roll = vector } = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const serverSeedHash = await sha256Hex(roll.input.serverSeed);
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(),
      '/api/fairness/current': () => ({ serverSeedHash: 'aa11', clientSeed: 'mine', nonce: 4 }),
      '/api/fairness/changeClientSeed': (payload) => {
        calls.push({ path: 'change', payload });
        return {
          revealed: {
            serverSeed: 'old-seed',
            serverSeedHash: 'aa11',
            clientSeed: 'mine',
            rolls: 4,
          },
          current: { serverSeedHash: 'bb22', clientSeed: String(payload.clientSeed), nonce: 0 },
        };
      },
      '/api/fairness/verify': () => ({
        rollId: 5,
        game: roll.input.game,
        serverSeedHash,
        serverSeed: revealed ? roll.input.serverSeed : null,
        clientSeed: roll.input.clientSeed,
        nonce: roll.input.nonce,
        cursor: roll.input.cursor,
        ticket,
        verified: revealed ? true : null,
      }),
    },
  });
  const view = renderScreen(<Fairness />, {
    store,
    path: '/m/fairness?rollId=5&boxId=1',
    pattern: '/m/fairness',
  });
  await screen.findByText('aa11');
  return { calls, view };
}

describe('recompute', () => {
  it('reproduces the fixed vector and finds the item whose range holds the ticket', async () => {
    const result = await recompute(vector.input, BOX_ITEMS);
    expect(result.ticket).toBe(vector.ticket);
    expect(result.item?.goods.name).toBe('AK-47 | 表面淬火');
  });
});

describe('Fairness', () => {
  it("shows the player's seed hash, client seed and nonce", async () => {
    await setup();
    expect(screen.getByText('mine')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
  });

  it('changes the client seed and shows the revealed server seed', async () => {
    const { calls } = await setup();
    await userEvent.type(screen.getByLabelText('新的客户端种子'), 'fresh');
    await userEvent.click(screen.getByRole('button', { name: '更换客户端种子' }));
    expect(await screen.findByText('old-seed')).toBeInTheDocument();
    expect(calls[0]?.payload).toEqual({ clientSeed: 'fresh' });
  });

  it("recomputes a roll in the browser and matches the server's ticket and hash", async () => {
    await setup();
    expect(await screen.findByDisplayValue(vector.input.serverSeed)).toBeInTheDocument();
    await screen.findByDisplayValue('反恐精英武器箱');
    await userEvent.click(screen.getByRole('button', { name: '计算' }));
    const result = await screen.findByText(`票号 ${vector.ticket}`);
    const box = present(result.closest('[role="status"]'));
    expect(box).toHaveTextContent('开出 AK-47 | 表面淬火（区间 90001 – 99000）');
    expect(box).toHaveTextContent('与服务器记录的票号一致');
    expect(box).toHaveTextContent('服务端种子与公布的哈希一致');
  });

  it('recomputes a roll of another game of the seed pair with that game’s prefix', async () => {
    const lucky = present(LUCKY_VECTORS[0]);
    const roll = {
      input: { game: 'lucky', ...lucky, cursor: 0 },
      hmac: lucky.hmac,
      ticket: lucky.ticket,
    };
    await setup({ roll, ticket: lucky.ticket });
    await screen.findByDisplayValue(lucky.serverSeed);
    expect(screen.getByDisplayValue('lucky')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '计算' }));
    const result = await screen.findByText(`票号 ${lucky.ticket}`);
    expect(present(result.closest('[role="status"]'))).toHaveTextContent('与服务器记录的票号一致');
  });

  it('states every formula of the site, open, after the encodings', async () => {
    await setup();
    const formulas = screen.getByTestId('fairness-formulas');
    expect(formulas).toHaveAttribute('open');
    const stated = within(formulas)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.getAttribute('data-formula'));
    expect(stated).toEqual([
      'encoding',
      'seedPair',
      'roll',
      'games',
      'ranges',
      'lucky',
      'luckyPacket',
      'contract',
      'battle',
      'rollRoom',
      'passwordSplit',
      'crashChain',
      'crashPoint',
    ]);
  });

  it('says when the ticket differs from the one the server stored', async () => {
    await setup({ ticket: 1 });
    await screen.findByDisplayValue(vector.input.serverSeed);
    await userEvent.click(screen.getByRole('button', { name: '计算' }));
    expect(await screen.findByText('与服务器记录的票号不一致')).toBeInTheDocument();
  });

  it('says the server seed is not revealed yet for a roll of the current pair', async () => {
    await setup({ revealed: false });
    expect(await screen.findByText(/尚未公开/)).toBeInTheDocument();
  });

  it('asks for the seeds and nonce before calculating', async () => {
    await setup({ revealed: false });
    await screen.findByText(/尚未公开/);
    await userEvent.click(screen.getByRole('button', { name: '计算' }));
    expect(screen.getByText('请填写服务端种子、客户端种子和随机数')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { view } = await setup();
    await expectNoAxeViolations(view.container);
  });
});
