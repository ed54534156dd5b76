import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Field } from '../field/Field';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { password, phonePattern, required } from '../validators/validators';
import { Form, type FormProps } from './Form';

function SignInForm(props: FormProps) {
  return (
    <Form aria-label="登录" style={{ maxWidth: 420 }} {...props}>
      <Field
        name="phone"
        label="手机号"
        type="tel"
        placeholder="请输入手机号"
        autoComplete="tel"
        clearable
        rules={[required(), phonePattern()]}
      />
      <Field
        name="password"
        label="密码"
        type="password"
        placeholder="请输入密码"
        autoComplete="current-password"
        rules={[required(), password()]}
      />
      <div style={{ padding: 16 }}>
        <Button type="submit" variant="primary" block>
          登录
        </Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Form/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onFailed: fn() },
  render: (args) => <SignInForm {...args} />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-in: submitting empty shows the errors and focuses the phone; fixed, it submits. */
export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText('手机号');
    const secret = canvas.getByLabelText('密码');
    const submit = canvas.getByRole('button', { name: '登录' });

    await userEvent.click(submit);
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledTimes(1));
    await expect(canvas.getAllByText('请填写此项')).toHaveLength(2);
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(phone, '12345');
    await userEvent.type(secret, '123');
    await userEvent.click(submit);
    await expect(await canvas.findByText('请输入正确的手机号')).toBeVisible();
    await expect(await canvas.findByText('密码不能少于 6 位')).toBeVisible();

    await userEvent.clear(phone);
    await userEvent.type(phone, '13800138000');
    await userEvent.clear(secret);
    await userEvent.type(secret, 'secret12');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ phone: '13800138000', password: 'secret12' }),
    );
    await expect(canvas.queryByText('请输入正确的手机号')).toBeNull();
  },
};

/** validateFirst: only the first failing field is checked and shown. */
export const ValidateFirst: Story = {
  args: { validateFirst: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onFailed).toHaveBeenCalled());
    await expect(canvas.getAllByText('请填写此项')).toHaveLength(1);
  },
};

/** Rules run while typing. */
export const ValidateOnChange: Story = {
  args: { validateTrigger: 'onChange' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '199');
    await expect(await canvas.findByText('请输入正确的手机号')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('手机号'), '12345678');
    await waitFor(() => expect(canvas.queryByText('请输入正确的手机号')).toBeNull());
  },
};

/** Visual baseline: the sign-in form untouched, refused and with labels on top. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['form'] as const}
      columns={['untouched', 'refused', 'top labels'] as const}
      cell={(_, state) => (
        <Form
          aria-label={state}
          labelAlign={state === 'top labels' ? 'top' : undefined}
          style={{ width: 220 }}
        >
          <Field
            name="phone"
            label="手机号"
            placeholder="请输入手机号"
            labelWidth="4em"
            required
            errorMessage={state === 'refused' ? '请输入正确的手机号' : undefined}
            defaultValue={state === 'refused' ? '12345' : ''}
          />
          <Field
            name="password"
            label="密码"
            type="password"
            placeholder="请输入密码"
            labelWidth="4em"
            required
            errorMessage={state === 'refused' ? '请填写此项' : undefined}
          />
          <div style={{ padding: 12 }}>
            <Button type="submit" variant="primary" block>
              登录
            </Button>
          </div>
        </Form>
      )}
    />
  ),
};
