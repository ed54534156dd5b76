import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { reasonProblem } from './reason';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (reason?: unknown) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** An opener and a ConfirmDialog that closes when asked, as a console screen wires it. */
function Harness({
  onClosed,
  ...props
}: Partial<ConfirmDialogProps> & { onClosed?: (action: string) => void }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        open
      </button>
      <ConfirmDialog
        title="Ban player 1042"
        message="Every session of the player ends."
        onConfirm={() => undefined}
        {...props}
        show={show}
        onClose={(action) => {
          onClosed?.(action);
          setShow(false);
        }}
      />
    </>
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByRole('dialog', { name: 'Ban player 1042' });
}

describe('reasonProblem', () => {
  it('counts the trimmed reason in characters, not UTF-16 units', () => {
    expect(reasonProblem('   ', 1)).toEqual({ min: 1 });
    expect(reasonProblem(' ab ', 3)).toEqual({ min: 3 });
    expect(reasonProblem('退款', 2)).toBeNull();
    expect(reasonProblem('😀😀', 2)).toBeNull();
  });

  it('asks for at least one character whatever the minimum says', () => {
    expect(reasonProblem('', 0)).toEqual({ min: 1 });
    expect(reasonProblem('x', -3)).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('refuses a reason shorter than the minimum with a translated message and runs nothing', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClosed = vi.fn();
    renderWithKit(<Harness minReasonLength={5} onConfirm={onConfirm} onClosed={onClosed} />, {
      locale: 'en',
    });
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('The reason needs at least 5 characters')).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('asks for a reason when none is given, but not for leaving the field empty', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithKit(<Harness onConfirm={onConfirm} />, { locale: 'en' });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('textbox'));
    await user.tab();
    expect(within(dialog).queryByText('A reason is required')).toBeNull();
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('A reason is required')).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('speaks each language of the kit', async () => {
    const user = userEvent.setup();
    renderWithKit(<Harness minReasonLength={4} />, { locale: 'ko' });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(within(dialog).getByText('사유는 4자 이상이어야 합니다')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /사유/ })).toBeInTheDocument();
  });

  it('sends the trimmed reason, stays busy until the action settles, then closes', async () => {
    const user = userEvent.setup();
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    const onClosed = vi.fn();
    renderWithKit(<Harness onConfirm={onConfirm} onClosed={onClosed} />, { locale: 'en' });
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox'), '  chargeback fraud  ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('chargeback fraud');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('readonly');
    // Cancelling while the action runs does nothing: its outcome must be seen.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClosed).not.toHaveBeenCalled();
    action.resolve();
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith('confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open with the error line when the action rejects, and may be tried again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn<(reason: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Balance would go below zero'))
      .mockResolvedValueOnce(undefined);
    const onClosed = vi.fn();
    renderWithKit(<Harness onConfirm={onConfirm} onClosed={onClosed} />, { locale: 'en' });
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox'), 'refund');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Balance would go below zero',
    );
    expect(dialog).toHaveAttribute('aria-busy', 'false');
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith('confirm'));
  });

  it('says the translated failure when the rejection carries no message', async () => {
    const user = userEvent.setup();
    renderWithKit(<Harness onConfirm={() => Promise.reject(new Error(''))} />, { locale: 'vi' });
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox'), 'spam');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Thao tác thất bại');
  });

  it('cancels without running the action and starts blank when opened again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClosed = vi.fn();
    renderWithKit(<Harness onConfirm={onConfirm} onClosed={onClosed} />, { locale: 'en' });
    let dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox'), 'half typed');
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledWith('cancel');
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await open(user);
    expect(within(dialog).getByRole('textbox')).toHaveValue('');
  });

  it('draws a danger action in the danger colour and has no axe violations', async () => {
    const user = userEvent.setup();
    renderWithKit(<Harness danger confirmButtonText="Ban" />, { locale: 'en' });
    const dialog = await open(user);
    expect(dialog).toHaveAccessibleDescription('Every session of the player ends.');
    expect(dialog).toHaveAttribute('data-danger', 'true');
    expect(within(dialog).getByRole('button', { name: 'Ban' })).toHaveStyle({
      color: 'var(--sb-color-danger)',
    });
    await expectNoAxeViolations(dialog);
  });
});
