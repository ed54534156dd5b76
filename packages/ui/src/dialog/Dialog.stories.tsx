import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { INTL_LOCALE } from '../locale/intlLocale';
import { LOCALES } from '../locale/types';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Dialog, type DialogProps, type DialogTheme } from './Dialog';
import { showConfirmDialog, showDialog } from './dialogApi';

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    show: true,
    title: '提示',
    message: '确定要分解这件饰品吗？',
    showCancelButton: true,
    onClose: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An opener and a dialog the screen closes when asked, as a screen would wire it. */
function Demo(props: Partial<DialogProps>) {
  const [show, setShow] = useState(false);
  const [last, setLast] = useState('');
  return (
    <>
      <Button variant="primary" onClick={() => setShow(true)}>
        Open dialog
      </Button>
      <output style={{ marginLeft: 12, color: 'var(--sb-color-text-muted)' }}>{last}</output>
      <Dialog
        title="提示 Notice"
        message="确定要分解这件饰品吗？ Decompose this item?"
        {...props}
        show={show}
        onClose={(action) => {
          setLast(action);
          setShow(false);
        }}
      />
    </>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An alert: one button; confirming closes it and focus returns to the opener. */
export const Alert: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '提示 Notice' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(canvas.getByText('confirm')).toBeInTheDocument();
  },
};

/** A confirmation: Tab cycles between its two buttons; Escape cancels. */
export const Confirm: Story = {
  render: () => <Demo showCancelButton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: '取消' });
    const confirm = within(dialog).getByRole('button', { name: '确认' });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('cancel')).toBeInTheDocument();
  },
};

/** beforeClose may be async: the pressed button spins until it answers. */
export const AsyncBeforeClose: Story = {
  render: () => (
    <Demo
      showCancelButton
      beforeClose={(action) =>
        new Promise((resolve) => setTimeout(() => resolve(true), action === 'confirm' ? 300 : 0))
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: /确认/ });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** The 'round-button' theme: a pill of two filled buttons. */
export const RoundButton: Story = {
  render: () => <Demo theme="round-button" showCancelButton />,
};

function Imperative() {
  const [result, setResult] = useState('');
  // The imperative layer speaks <html lang> unless told; here it follows the story's language.
  const tag = useIntl().locale;
  const locale = LOCALES.find((code) => code === tag || INTL_LOCALE[code] === tag);
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button
        onClick={() =>
          showDialog({ title: '开箱成功', message: '获得 AK-47 | 红线', locale }).then(setResult)
        }
      >
        showDialog
      </Button>
      <Button
        onClick={() =>
          showConfirmDialog({ message: '确定出售？', locale }).then(setResult, (action: string) =>
            setResult(`rejected ${action}`),
          )
        }
      >
        showConfirmDialog
      </Button>
      <output>{result}</output>
    </div>
  );
}

/** showDialog / showConfirmDialog: a promise that resolves on confirm, rejects on cancel. */
export const ImperativeApi: Story = {
  render: () => <Imperative />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'showConfirmDialog' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '确定出售？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(await canvas.findByText('rejected cancel')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'showDialog' }));
    const alert = await body(canvasElement).findByRole('alertdialog', { name: '开箱成功' });
    await userEvent.click(within(alert).getByRole('button', { name: '确认' }));
    await expect(await canvas.findByText('confirm')).toBeInTheDocument();
  },
};

const kinds = ['alert', 'confirm', 'message only', 'left, long'] as const;
const themes: readonly DialogTheme[] = ['default', 'round-button'];

/**
 * Visual baseline: each kind of dialog in both themes, each in its own small screen. Every dialog
 * moves focus into itself on open (without scrolling the page), so the last one would show a
 * focus ring on its first button: the play function blurs it so the picture is the resting state.
 */
export const StateMatrix: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const active = canvasElement.ownerDocument.activeElement;
    if (active instanceof HTMLElement) active.blur();
    await expect(canvasElement.ownerDocument.body).toHaveFocus();
  },
  render: () => (
    <Matrix
      rows={kinds}
      columns={themes}
      cell={(kind, theme) => (
        <div style={{ position: 'relative', width: 300, height: 230, transform: 'translateZ(0)' }}>
          <Dialog
            show
            teleport={null}
            lockScroll={false}
            width={260}
            theme={theme}
            title={kind === 'message only' ? undefined : '提示 Notice'}
            message={
              kind === 'left, long'
                ? '分解后获得金币，饰品将无法找回。\nDecomposing gives coins; the item is gone for good.'
                : '确定要分解吗？ Decompose it?'
            }
            messageAlign={kind === 'left, long' ? 'left' : 'center'}
            showCancelButton={kind !== 'alert' && kind !== 'message only'}
          />
        </div>
      )}
    />
  ),
};
