import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import {
  COUPON_CODE_MAX_LENGTH,
  canExchange,
  phonePattern,
  required,
} from '../validators/validators';
import { Field } from './Field';

const meta = {
  title: 'Form/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: '昵称', placeholder: '请输入昵称', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('昵称');
    await userEvent.type(input, 'Lucky');
    await expect(input).toHaveValue('Lucky');
    await expect(args.onChange).toHaveBeenLastCalledWith('Lucky');
  },
};

/** Rules run on blur; a new value clears the message. */
export const WithRules: Story = {
  args: {
    label: '手机号',
    placeholder: '请输入手机号',
    type: 'tel',
    rules: [required(), phonePattern()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('手机号');
    await userEvent.type(input, '123');
    await userEvent.tab();
    await expect(await canvas.findByText('请输入正确的手机号')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '13800138000');
    await userEvent.tab();
    await expect(canvas.queryByText('请输入正确的手机号')).toBeNull();
  },
};

/** A verification-code row: digits only, 6 at most, a "send code" button beside it. */
export const WithButton: Story = {
  args: {
    label: '验证码',
    placeholder: '请输入验证码',
    type: 'digit',
    maxlength: 6,
    button: (
      <Button size="small" variant="primary">
        发送验证码
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('验证码');
    await userEvent.type(input, '12ab34567');
    await expect(input).toHaveValue('123456');
  },
};

export const Clearable: Story = {
  args: { defaultValue: 'SkinBox', clearable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('昵称');
    await userEvent.click(input);
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const AutosizeTextarea: Story = {
  args: {
    label: '留言',
    placeholder: '请输入留言',
    type: 'textarea',
    autosize: { minHeight: 48, maxHeight: 120 },
    maxlength: 50,
    showWordLimit: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByLabelText('留言');
    const before = textarea.getBoundingClientRect().height;
    await userEvent.type(textarea, '第一行{enter}第二行{enter}第三行{enter}第四行');
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(before);
    await expect(canvas.getByText('15/50')).toBeVisible();
  },
};

/** Coupon exchange: at most 20 characters; the button stays disabled below the minimum (1). */
export const CouponExchange: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('');
    return (
      <Field
        label="兑换码"
        placeholder="请输入兑换码"
        value={code}
        onChange={(next) => {
          setCode(next);
          args.onChange?.(next);
        }}
        maxlength={COUPON_CODE_MAX_LENGTH}
        showWordLimit
        clearable
        button={
          <Button size="small" variant="primary" disabled={!canExchange(code)}>
            兑换
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const exchange = canvas.getByRole('button', { name: '兑换' });
    await expect(exchange).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('兑换码'), 'A');
    await expect(exchange).toBeEnabled();
    await userEvent.type(canvas.getByLabelText('兑换码'), 'BCDEFGHIJKLMNOPQRSTUVWXYZ');
    await expect(canvas.getByLabelText('兑换码')).toHaveValue('ABCDEFGHIJKLMNOPQRST');
    await expect(canvas.getByText('20/20')).toBeVisible();
  },
};

type Row = 'empty' | 'filled' | 'error' | 'disabled' | 'button' | 'textarea';

/** Visual baseline: the main states with the label beside and above the input. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['empty', 'filled', 'error', 'disabled', 'button', 'textarea'] as const}
      columns={['label left', 'label top'] as const}
      cell={(row: Row, column) => (
        <Field
          style={{ width: 300 }}
          label={row === 'button' ? '验证码' : '手机号'}
          labelAlign={column === 'label top' ? 'top' : 'left'}
          placeholder="请输入 Enter"
          type={row === 'textarea' ? 'textarea' : 'text'}
          defaultValue={
            row === 'empty' ? '' : row === 'textarea' ? '两行\n文字 text' : '13800138000'
          }
          required={row === 'error' || row === 'empty'}
          clearable={row === 'filled'}
          clearTrigger="always"
          leftIcon={row === 'filled' ? 'user' : undefined}
          maxlength={row === 'textarea' ? 30 : undefined}
          showWordLimit={row === 'textarea'}
          errorMessage={row === 'error' ? '请输入正确的手机号' : undefined}
          disabled={row === 'disabled'}
          button={
            row === 'button' ? (
              <Button size="small" variant="primary">
                发送
              </Button>
            ) : undefined
          }
        />
      )}
    />
  ),
};
