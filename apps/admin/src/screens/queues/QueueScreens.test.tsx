import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refused } from '../../testing/answering';
import { queueAnswers } from '../../testing/operationsFixtures';
import { rowOf, signedInConsole } from '../../testing/signedInConsole';

describe('the queue screens', () => {
  it('confirms a manual recharge with its payment reference', async () => {
    const { sent } = signedInConsole('/recharge-orders', {
      roles: ['finance'],
      answers: queueAnswers,
    });
    // Only the manual provider's pending order waits for a person.
    expect(
      within(await rowOf('1042 player42')).queryByRole('button', { name: 'Confirm payment' }),
    ).toBeNull();
    await userEvent.click(
      within(await rowOf('1041 player41')).getByRole('button', { name: 'Confirm payment' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm order #41: 500.00 received (player 1041)',
    });
    await userEvent.type(
      within(dialog).getByLabelText('Payment reference (as the bank or wallet shows it)'),
      'ICBC-20261128-7731',
    );
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'statement checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order #41 is confirmed and credited')).toBeVisible();
    expect(sent('/api/admin/queues/confirmRecharge')).toEqual([
      { orderId: 41, paymentReference: 'ICBC-20261128-7731', reason: 'statement checked' },
    ]);
  });

  it('offers support the recharge orders without the confirmation', async () => {
    signedInConsole('/recharge-orders', { roles: ['support'], answers: queueAnswers });
    await rowOf('1041 player41');
    expect(screen.queryByRole('button', { name: 'Confirm payment' })).toBeNull();
  });

  it('shows a refused confirmation in the dialog, translated by the server', async () => {
    signedInConsole('/recharge-orders', {
      roles: ['finance'],
      locale: 'zh',
      answers: {
        ...queueAnswers,
        '/api/admin/queues/confirmRecharge': refused(409, '订单已不是待支付状态'),
      },
    });
    await userEvent.click(
      within(await rowOf('1041 player41')).getByRole('button', { name: '确认到账' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/支付流水号/), 'ICBC-1');
    await userEvent.type(within(dialog).getByLabelText('原因'), '核对');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('订单已不是待支付状态')).toBeVisible();
  });

  it('passes an avatar at once and rejects one with a reason', async () => {
    const { sent } = signedInConsole('/avatars', { roles: ['moderator'], answers: queueAnswers });
    const row = await rowOf('1042 lucky');
    await userEvent.click(within(row).getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText("Player 1042's avatar passed")).toBeVisible();
    await userEvent.click(
      within(await rowOf('1042 lucky')).getByRole('button', { name: 'Reject' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Reject player 1042's avatar" });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'advertising');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText("Player 1042's avatar rejected")).toBeVisible();
    expect(sent('/api/admin/queues/reviewAvatar')).toEqual([
      { uploadId: 71, pass: true, reason: '' },
      { uploadId: 71, pass: false, reason: 'advertising' },
    ]);
  });

  it('deletes a chat line, and every line of a player once filtered', async () => {
    const { sent } = signedInConsole('/chat', { roles: ['moderator'], answers: queueAnswers });
    const row = await rowOf('buy cheap coins at example.com');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this line of player 1042' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('1 lines deleted')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Player id'), '1042');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete every line of player 1042' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Delete every line of player 1042' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'spam bot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(sent('/api/admin/queues/deleteChat')).toEqual([
      { lineIds: [901], reason: 'spam' },
      { userId: 1042, reason: 'spam bot' },
    ]);
    expect(sent('/api/admin/queues/chatLines').at(-1)).toMatchObject({ userId: 1042 });
  });

  it('announces a reservation and opens one now', async () => {
    const { sent } = signedInConsole('/reservations', {
      roles: ['content'],
      answers: queueAnswers,
    });
    await userEvent.click(
      within(await rowOf('Double twelve')).getByRole('button', { name: 'Open now' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Open "Double twelve" now' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'early start');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('"Double twelve" is open')).toBeVisible();
    expect(sent('/api/admin/queues/openReservation')).toEqual([
      { eventId: 5, reason: 'early start' },
    ]);

    for (const language of ['zh', 'en', 'vi', 'ko', 'tw'])
      await userEvent.type(screen.getByLabelText(`Name (${language})`), `Launch ${language}`);
    await userEvent.type(screen.getByLabelText('Opens at'), '2026-12-24T20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Announce' }));
    expect(await screen.findByText('Reservation #6 announced')).toBeVisible();
    expect(sent('/api/admin/queues/addReservation')).toEqual([
      expect.objectContaining({
        kind: 'event',
        opensAt: new Date(2026, 11, 24, 20, 0).toISOString(),
        names: expect.objectContaining({ vi: 'Launch vi' }),
      }),
    ]);
  });
});
