import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Form/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  args: { info: '密码为 6 位数字', onChange: fn(), onComplete: fn(), onFocus: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed on a real keyboard: digits only, dots shown, onComplete at six. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('6 位数字密码');
    await userEvent.click(input);
    await expect(args.onFocus).toHaveBeenCalled();
    await userEvent.keyboard('12a3456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvasElement.querySelectorAll('li[data-filled]')).toHaveLength(6);
  },
};

export const UnmaskedWithGutter: Story = {
  args: { mask: false, gutter: 10, defaultValue: '123' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toHaveTextContent('123');
  },
};

export const WithError: Story = {
  args: { defaultValue: '123456', errorInfo: '密码错误，请重试' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('6 位数字密码');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('密码错误，请重试');
  },
};

/** Driven from outside, as a NumberKeyboard would: `value` and `focused`. */
export const WithKeypad: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <PasswordInput {...args} value={code} focused={code.length < 6} onChange={setCode} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
          {['1', '2', '3'].map((digit) => (
            <Button key={digit} onClick={() => setCode((c) => (c + digit).slice(0, 6))}>
              {digit}
            </Button>
          ))}
          <Button onClick={() => setCode((c) => c.slice(0, -1))}>⌫</Button>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '1' }));
    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await expect(canvasElement.querySelectorAll('li[data-filled]')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('li')[2]).toHaveAttribute('data-cursor');
  },
};

/** Visual baseline: joined cells, cells with a gutter and unmasked digits in each state. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['empty', 'typing', 'full', 'info', 'error', 'disabled'] as const}
      columns={['joined', 'gutter', 'unmasked'] as const}
      cell={(state, style) => (
        <PasswordInput
          aria-label={`${state} ${style}`}
          style={{ width: 200, margin: 0 }}
          value={state === 'empty' ? '' : state === 'typing' ? '12' : '123456'}
          focused={state === 'typing'}
          mask={style !== 'unmasked'}
          gutter={style === 'gutter' ? 6 : undefined}
          info={state === 'info' ? '6 位数字 digits' : undefined}
          errorInfo={state === 'error' ? '密码错误 Wrong' : undefined}
          disabled={state === 'disabled'}
        />
      )}
    />
  ),
};
