import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../locale/types';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { DIALOG_WIDTH, Dialog, type DialogProps } from './Dialog';
import {
  closeDialog,
  resetDialogDefaultOptions,
  setDialogDefaultOptions,
  showConfirmDialog,
  showDialog,
} from './dialogApi';
import type { DialogAction } from './useDialog';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason?: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** An opener button and a dialog that closes when asked, as a screen would wire it. */
function Harness(props: Partial<DialogProps>) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        open
      </button>
      <Dialog
        title="Delete?"
        message="It cannot be undone."
        showCancelButton
        {...props}
        show={show}
        onClose={(action) => {
          props.onClose?.(action);
          setShow(false);
        }}
      />
    </>
  );
}

const open = async () => userEvent.click(screen.getByRole('button', { name: 'open' }));

describe('Dialog', () => {
  it('is a modal alertdialog named by its title and described by its message', () => {
    renderWithKit(<Dialog show title="Delete?" message="It cannot be undone." />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Delete?');
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
  });

  it('is named by its message when it has no title', () => {
    renderWithKit(<Dialog show message="Saved" />);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Saved');
  });

  it('takes a node as its message', () => {
    renderWithKit(
      <Dialog
        show
        title="Rules"
        message={
          <span>
            Read <strong>all</strong> of it
          </span>
        }
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Read all of it');
    expect(screen.getByText('all').tagName).toBe('STRONG');
  });

  it('is a plain dialog around custom content', () => {
    renderWithKit(
      <Dialog show title="Pick" aria-label="Pick">
        <input aria-label="code" />
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Pick' })).toContainElement(
      screen.getByRole('textbox', { name: 'code' }),
    );
  });

  it('shows only a confirm button by default', () => {
    renderWithKit(<Dialog show message="Saved" />);
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: '确认' })).toBeInTheDocument();
  });

  it('hides the confirm button with showConfirmButton off', () => {
    renderWithKit(<Dialog show message="Saved" showConfirmButton={false} showCancelButton />);
    expect(screen.queryByRole('button', { name: '确认' })).toBeNull();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('speaks English: Confirm and Cancel', () => {
    renderWithKit(<Dialog show message="Sure?" showCancelButton />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  const texts: Record<Locale, [string, string]> = {
    zh: ['确认', '取消'],
    en: ['Confirm', 'Cancel'],
    vi: ['Xác nhận', 'Hủy'],
    ko: ['확인', '취소'],
    tw: ['確認', '取消'],
  };
  it.each(LOCALES)('names its buttons from the %s catalogue', (locale) => {
    renderWithKit(<Dialog show message="?" showCancelButton />, { locale });
    const [confirm, cancel] = texts[locale];
    expect(screen.getByRole('button', { name: confirm })).toHaveAttribute('data-action', 'confirm');
    expect(screen.getByRole('button', { name: cancel })).toHaveAttribute('data-action', 'cancel');
  });

  it('takes its own button texts', () => {
    renderWithKit(
      <Dialog
        show
        message="?"
        showCancelButton
        confirmButtonText="Open"
        cancelButtonText="Later"
      />,
    );
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });

  it('closes with confirm from the confirm button', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    renderWithKit(<Harness onClose={onClose} onConfirm={onConfirm} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('confirm');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes with cancel from the cancel button', async () => {
    const onClose = vi.fn();
    const onCancel = vi.fn();
    renderWithKit(<Harness onClose={onClose} onCancel={onCancel} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('cancel');
  });

  it('closes with cancel on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    renderWithKit(<Harness onClose={onClose} />);
    await open();
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('cancel');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('keeps Tab inside, cycling over its buttons both ways', async () => {
    renderWithKit(<Harness />);
    await open();
    const cancel = screen.getByRole('button', { name: '取消' });
    const confirm = screen.getByRole('button', { name: '确认' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('ignores an overlay click by default (closeOnClickOverlay false)', async () => {
    const onClose = vi.fn();
    renderWithKit(<Dialog show message="?" onClose={onClose} />);
    await userEvent.click(document.querySelector('[data-overlay]') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with cancel on an overlay click with closeOnClickOverlay', async () => {
    const onClose = vi.fn();
    renderWithKit(<Dialog show message="?" closeOnClickOverlay onClose={onClose} />);
    await userEvent.click(document.querySelector('[data-overlay]') as HTMLElement);
    expect(onClose).toHaveBeenCalledWith('cancel');
  });

  it('stays open when beforeClose says no', async () => {
    const onClose = vi.fn();
    const beforeClose = vi.fn(() => false);
    renderWithKit(<Dialog show message="?" beforeClose={beforeClose} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(beforeClose).toHaveBeenCalledWith('confirm');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when beforeClose says yes', async () => {
    const onClose = vi.fn();
    renderWithKit(<Dialog show message="?" beforeClose={() => true} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onClose).toHaveBeenCalledWith('confirm');
  });

  it('shows a spinner on the pressed button while an async beforeClose runs, then closes', async () => {
    const answer = deferred<boolean>();
    const onClose = vi.fn();
    renderWithKit(
      <Dialog
        show
        message="?"
        showCancelButton
        beforeClose={() => answer.promise}
        onClose={onClose}
      />,
    );
    const confirm = screen.getByRole('button', { name: /确认/ });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: '取消' })).not.toHaveAttribute('aria-busy');
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => answer.resolve(true));
    expect(onClose).toHaveBeenCalledWith('confirm');
    expect(confirm).not.toHaveAttribute('aria-busy');
  });

  it('stays open and drops the spinner when an async beforeClose says no or fails', async () => {
    const first = deferred<boolean>();
    const second = deferred<boolean>();
    const answers = [first.promise, second.promise];
    let call = 0;
    const onClose = vi.fn();
    renderWithKit(
      <Dialog
        show
        message="?"
        beforeClose={() => answers[call++] ?? Promise.resolve(false)}
        onClose={onClose}
      />,
    );
    const confirm = screen.getByRole('button', { name: /确认/ });
    await userEvent.click(confirm);
    await act(async () => first.resolve(false));
    expect(confirm).not.toHaveAttribute('aria-busy');
    await userEvent.click(confirm);
    await act(async () => second.reject(new Error('network')));
    expect(confirm).not.toHaveAttribute('aria-busy');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks beforeClose once while it is pending, whatever else is pressed', async () => {
    const answer = deferred<boolean>();
    const beforeClose = vi.fn(() => answer.promise);
    renderWithKit(<Dialog show message="?" showCancelButton beforeClose={beforeClose} />);
    await userEvent.click(screen.getByRole('button', { name: /确认/ }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await userEvent.keyboard('{Escape}');
    expect(beforeClose).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(false));
  });

  it('closes with cancel when the browser goes back (closeOnPopstate)', () => {
    const onClose = vi.fn();
    renderWithKit(<Dialog show message="?" onClose={onClose} />);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(onClose).toHaveBeenCalledWith('cancel');
  });

  it('ignores the browser going back with closeOnPopstate off', () => {
    const onClose = vi.fn();
    renderWithKit(<Dialog show message="?" closeOnPopstate={false} onClose={onClose} />);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is 320 px wide by default, else as wide as asked', () => {
    expect(DIALOG_WIDTH).toBe(320);
    const { rerender } = renderWithKit(<Dialog show message="?" />);
    expect(screen.getByRole('alertdialog')).toHaveStyle({ width: '320px' });
    rerender(<Dialog show message="?" width={280} />);
    expect(screen.getByRole('alertdialog')).toHaveStyle({ width: '280px' });
    rerender(<Dialog show message="?" width="90vw" />);
    expect(screen.getByRole('alertdialog')).toHaveStyle({ width: '90vw' });
  });

  it.each(['left', 'right', 'justify', 'center'] as const)('aligns its message %s', (align) => {
    renderWithKit(<Dialog show title="t" message="m" messageAlign={align} />);
    expect(screen.getByText('m')).toHaveStyle({ textAlign: align });
  });

  it('records its theme', () => {
    renderWithKit(<Dialog show message="?" theme="round-button" />);
    expect(screen.getByRole('alertdialog')).toHaveAttribute('data-theme', 'round-button');
  });

  it('colours its confirm button with confirmButtonColor', () => {
    renderWithKit(<Dialog show message="?" confirmButtonColor="rgb(238, 10, 36)" />);
    expect(screen.getByRole('button', { name: '确认' })).toHaveStyle({
      color: 'rgb(238, 10, 36)',
    });
  });

  it('disables a button with confirmButtonDisabled', () => {
    renderWithKit(<Dialog show message="?" confirmButtonDisabled />);
    expect(screen.getByRole('button', { name: '确认' })).toBeDisabled();
  });

  it('does nothing when a hidden dialog is asked to act', () => {
    const onClose = vi.fn();
    renderWithKit(<Dialog show={false} message="?" onClose={onClose} />);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Dialog
        show
        message="?"
        className="extra"
        style={{ margin: 3 }}
        data-testid="d"
        aria-label="Named"
      />,
    );
    const dialog = screen.getByTestId('d');
    expect(dialog).toHaveClass('extra');
    expect(dialog).toHaveStyle({ margin: '3px', width: '320px' });
    expect(dialog).toHaveAttribute('aria-label', 'Named');
  });

  it('has no accessibility violations', async () => {
    renderWithKit(<Dialog show title="Delete?" message="It cannot be undone." showCancelButton />);
    await expectNoAxeViolations(document.body);
  });
});

describe('showDialog', () => {
  afterEach(() => {
    act(() => closeDialog());
    resetDialogDefaultOptions();
    document.documentElement.lang = '';
  });

  const settled = (promise: Promise<DialogAction>) =>
    promise.then(
      (action) => ({ resolved: action }),
      (action: unknown) => ({ rejected: action }),
    );

  it('renders into a layer of its own created on first use', () => {
    expect(document.querySelector('[data-sb-layer="dialog"]')).toBeNull();
    act(() => {
      void settled(showDialog({ message: 'Saved' }));
    });
    expect(document.querySelector('[data-sb-layer="dialog"]')).toContainElement(
      screen.getByRole('alertdialog', { name: 'Saved' }),
    );
  });

  it('resolves with confirm when confirmed, and is gone', async () => {
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = settled(showDialog({ title: 'Done', message: 'Box opened' }));
    });
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await expect(result).resolves.toEqual({ resolved: 'confirm' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('showConfirmDialog has a cancel button and rejects with cancel', async () => {
    const callback = vi.fn();
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = settled(showConfirmDialog({ message: 'Sell it?', callback }));
    });
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(result).resolves.toEqual({ rejected: 'cancel' });
    expect(callback).toHaveBeenCalledWith('cancel');
  });

  it('rejects with cancel on Escape and gives focus back to the opener', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'opener';
    document.body.append(opener);
    opener.focus();
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = settled(showConfirmDialog({ message: 'Sell it?' }));
    });
    expect(opener).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toEqual({ rejected: 'cancel' });
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('closeDialog closes it and rejects with cancel', async () => {
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = settled(showDialog({ message: 'Wait' }));
    });
    act(() => closeDialog());
    await expect(result).resolves.toEqual({ rejected: 'cancel' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows one at a time: a newer dialog replaces the open one, which rejects', async () => {
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = settled(showDialog({ message: 'first' }));
      void settled(showDialog({ message: 'second' }));
    });
    await expect(first).resolves.toEqual({ rejected: 'cancel' });
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('second');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('speaks the page’s language', () => {
    document.documentElement.lang = 'en';
    act(() => {
      void settled(showConfirmDialog({ message: '?' }));
    });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('waits for beforeClose before settling', async () => {
    const answer = deferred<boolean>();
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = settled(showDialog({ message: '?', beforeClose: () => answer.promise }));
    });
    await userEvent.click(screen.getByRole('button', { name: /确认/ }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => answer.resolve(true));
    await expect(result).resolves.toEqual({ resolved: 'confirm' });
  });

  it('starts from the default options, until they are reset', () => {
    setDialogDefaultOptions({ confirmButtonText: 'OK' });
    act(() => {
      void settled(showDialog({ message: '?' }));
    });
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    resetDialogDefaultOptions();
    act(() => {
      void settled(showDialog({ message: '?' }));
    });
    expect(screen.getByRole('button', { name: '确认' })).toBeInTheDocument();
  });
});
