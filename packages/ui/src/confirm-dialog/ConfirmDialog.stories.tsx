import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  title: 'Console/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    show: true,
    title: '封禁玩家 10042',
    message: '该玩家的所有会话将被注销，之后无法登录。',
    danger: true,
    confirmButtonText: '封禁',
    minReasonLength: 4,
    maxReasonLength: 500,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An opener, and an action that takes a moment and fails when the reason says "fail". */
function Demo(props: Partial<ConfirmDialogProps>) {
  const [show, setShow] = useState(false);
  const [done, setDone] = useState('');
  return (
    <>
      <Button variant="danger" onClick={() => setShow(true)}>
        Ban player
      </Button>
      <output style={{ marginLeft: 12 }}>{done}</output>
      <ConfirmDialog
        title="封禁玩家 10042"
        message="该玩家的所有会话将被注销，之后无法登录。"
        danger
        confirmButtonText="封禁"
        minReasonLength={4}
        {...props}
        show={show}
        onConfirm={(reason) =>
          new Promise<void>((resolve, reject) =>
            setTimeout(
              () => (reason.includes('fail') ? reject(new Error('服务器拒绝了该操作')) : resolve()),
              300,
            ),
          ).then(() => setDone(`banned: ${reason}`))
        }
        onClose={() => setShow(false)}
      />
    </>
  );
}

/** A short reason is refused with its message; a good one runs the action, busy meanwhile. */
export const Confirm: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ban player' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '封禁玩家 10042' });
    const reason = within(dialog).getByRole('textbox');
    await userEvent.type(reason, '刷单');
    await userEvent.click(within(dialog).getByRole('button', { name: '封禁' }));
    await expect(within(dialog).getByText('原因至少需要 4 个字')).toBeVisible();
    await userEvent.type(reason, '，多账号');
    await userEvent.click(within(dialog).getByRole('button', { name: '封禁' }));
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('banned: 刷单，多账号')).toBeInTheDocument();
  },
};

/** When the action fails the dialog stays, with the error; the reason is kept for a retry. */
export const Failure: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ban player' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'please fail');
    await userEvent.click(within(dialog).getByRole('button', { name: '封禁' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('服务器拒绝了该操作');
    await expect(within(dialog).getByRole('textbox')).toHaveValue('please fail');
  },
};

/** Not destructive: the confirm button in the primary colour. */
export const Plain: Story = {
  args: { danger: false, title: '关闭工单 #381', message: undefined, confirmButtonText: undefined },
};

/** Visual baseline: the dialog is a layer over the page, so its panel is drawn in place here. */
export const StateMatrix: Story = {
  tags: ['visual'],
  // The dialog takes focus when it opens; a caret or focus ring would make screenshots differ.
  play: async ({ canvasElement }) => {
    const active = canvasElement.ownerDocument.activeElement;
    if (active instanceof HTMLElement) active.blur();
    await expect(canvasElement.ownerDocument.body).toHaveFocus();
  },
  render: () => (
    <Matrix
      rows={['danger', 'plain'] as const}
      columns={['confirm dialog'] as const}
      cell={(row) => (
        <div style={{ position: 'relative', width: 460, height: 360, transform: 'translateZ(0)' }}>
          <ConfirmDialog
            show
            teleport={null}
            lockScroll={false}
            title={row === 'danger' ? '封禁玩家 10042' : '关闭工单 #381'}
            message={row === 'danger' ? '该玩家的所有会话将被注销。' : undefined}
            danger={row === 'danger'}
            width={420}
            onConfirm={() => {}}
            onClose={() => {}}
          />
        </div>
      )}
    />
  ),
};
