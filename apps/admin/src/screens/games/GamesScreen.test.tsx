import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gameAnswers } from '../../testing/operationsFixtures';
import { signedInConsole } from '../../testing/signedInConsole';

const LOADED = { timeout: 5_000 };

describe('the games screen', () => {
  it('saves the official battle schedule as edited', async () => {
    const { sent } = signedInConsole('/games', { roles: ['content'], answers: gameAnswers });
    const boxes = await screen.findByLabelText('Boxes of line 1', {}, LOADED);
    expect(boxes).toHaveValue('12x2');
    await userEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    await userEvent.type(screen.getByLabelText('Boxes of line 2'), '15, 16x2');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved (2 lines)')).toBeVisible();
    expect(sent('/api/admin/games/setBattleSchedule')).toEqual([
      {
        lines: [
          { boxes: [{ boxId: 12, count: 2 }], seats: 2, mode: 'classic', keep: 3 },
          {
            boxes: [
              { boxId: 15, count: 1 },
              { boxId: 16, count: 2 },
            ],
            seats: 2,
            mode: 'classic',
            keep: 1,
          },
        ],
      },
    ]);
  });

  it('says which schedule line does not read, and sends nothing', async () => {
    const { sent } = signedInConsole('/games', { roles: ['content'], answers: gameAnswers });
    await userEvent.type(await screen.findByLabelText('Boxes of line 1', {}, LOADED), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Line 1: write the boxes as 12x2, 15')).toBeVisible();
    expect(sent('/api/admin/games/setBattleSchedule')).toEqual([]);
  });

  it('creates an official roll room from prize ids', async () => {
    const { sent } = signedInConsole('/games', { roles: ['content'], answers: gameAnswers });
    expect(await screen.findByText('Friday roll', {}, LOADED)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Name'), 'Weekend roll');
    await userEvent.type(screen.getByLabelText('Prize item ids'), '101, 102 102');
    await userEvent.type(screen.getByLabelText('Draw at'), '2026-12-05T21:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create roll room' }));
    expect(await screen.findByText('Roll room #32 created; prizes worth 66.00')).toBeVisible();
    expect(sent('/api/admin/games/createRollRoom')).toEqual([
      {
        name: 'Weekend roll',
        goodsIds: [101, 102, 102],
        cap: 100,
        drawAt: new Date(2026, 11, 5, 21, 0).toISOString(),
      },
    ]);
  });

  it('shows content no crash chain: its rotation is the owner’s', async () => {
    signedInConsole('/games', { roles: ['content'], answers: gameAnswers });
    await screen.findByText('Friday roll', {}, LOADED);
    expect(screen.queryByText('Crash hash chain')).toBeNull();
  });

  it('lets the owner salt the waiting chain behind a confirmation', async () => {
    const { sent } = signedInConsole('/games', { roles: ['owner'], answers: gameAnswers });
    const chain = await screen.findByTestId('crash-chain', {}, LOADED);
    expect(chain).toHaveTextContent('the hash of Bitcoin block 880000');
    expect(chain).toHaveTextContent('Not set yet');
    await userEvent.type(
      screen.getByLabelText('Salt of chain #9 (the published value)'),
      '0000000000000000000180d5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set salt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the salt of chain #9' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'block 880000 mined');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The salt of chain #9 is set')).toBeVisible();
    expect(sent('/api/admin/games/saltCrashChain')).toEqual([
      { chainId: 9, salt: '0000000000000000000180d5', reason: 'block 880000 mined' },
    ]);
  });

  it('refuses a rotation without a salt source by the contract', async () => {
    const { sent } = signedInConsole('/games', { roles: ['owner'], answers: gameAnswers });
    await screen.findByTestId('crash-chain', {}, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Make a new chain' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent('/api/admin/games/rotateCrashChain')).toEqual([]);
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  });
});
