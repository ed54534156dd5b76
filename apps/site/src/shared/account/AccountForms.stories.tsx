import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sliderChallenge } from '../../testing/accountFixtures';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { ForgetPasswordFormView } from './ForgetPasswordFormView';
import { RegisterFormView } from './RegisterFormView';
import { SignInFormView } from './SignInFormView';

interface FormArgs extends DesignerArgs {
  /** Which form. */
  form: 'signIn' | 'signInByCode' | 'register' | 'forgetPassword';
  /** The fields as filled in. */
  filled: boolean;
  /** The refusals of a submit with bad input, under their fields. */
  refused: boolean;
  /** The form is being sent. */
  busy: boolean;
  /** The new password was set (password reset only). */
  done: boolean;
}

/** Refusals as the contract's error catalogue words them (zh), per field. */
const REFUSALS: Record<string, string> = {
  account: '账号格式错误',
  password: '密码不能少于6位',
  confirmPassword: '两次输入的密码不一致',
  mobile: '手机号格式错误',
  code: '请输入6位验证码',
  agreement: '请阅读并同意用户协议和隐私政策',
  adult: '请确认您已年满18岁',
};

const FILLED = {
  account: '13800001234',
  password: 'secret123',
  confirmPassword: 'secret124',
  mobile: '13800001234',
  code: '123456',
  nickName: 'Lucky',
  invitationCode: 'LUCKY777',
  agreement: true,
  adult: false,
};

const EMPTY = {
  ...FILLED,
  ...Object.fromEntries(Object.keys(FILLED).map((key) => [key, ''])),
  agreement: false,
  adult: false,
};

/** The state every form view takes, as the designer sets it. */
function state(args: FormArgs) {
  return {
    form: args.filled ? FILLED : EMPTY,
    set: () => fn(),
    err: (key: string) => (args.refused ? REFUSALS[key] : undefined),
    busy: args.busy,
    submit: fn(async () => {}),
  };
}

const meta = {
  title: 'Site/Account/Forms',
  parameters: { layout: 'fullscreen' },
  args: {
    ...DESIGNER_ARGS,
    signedIn: false,
    form: 'signIn',
    filled: false,
    refused: false,
    busy: false,
    done: false,
  },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    form: {
      control: 'inline-radio',
      options: ['signIn', 'signInByCode', 'register', 'forgetPassword'],
    },
    filled: { control: 'boolean' },
    refused: { control: 'boolean' },
    busy: { control: 'boolean' },
    done: { control: 'boolean' },
  },
  render: (args) => (
    <ViewFrame {...args} routes={{ '/api/auth/getGraphicCode': () => sliderChallenge }}>
      <div css={{ maxWidth: 420, margin: '0 auto', padding: 16 }}>
        {args.form === 'register' ? (
          <RegisterFormView
            {...state(args)}
            links={
              <a href="#sign" css={{ color: 'inherit' }}>
                登录
              </a>
            }
          />
        ) : args.form === 'forgetPassword' ? (
          <ForgetPasswordFormView
            {...state(args)}
            done={args.done}
            links={
              <a href="#sign" css={{ color: 'inherit' }}>
                返回登录
              </a>
            }
          />
        ) : (
          <SignInFormView
            {...state(args)}
            mode={args.form === 'signInByCode' ? 'code' : 'password'}
            setMode={fn()}
            links={
              <a href="#register" css={{ color: 'inherit' }}>
                注册
              </a>
            }
          />
        )}
      </div>
    </ViewFrame>
  ),
} satisfies Meta<FormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};

export const SignInRefused: Story = {
  args: { filled: true, refused: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('密码不能少于6位')).toBeInTheDocument();
  },
};

export const SignInByCode: Story = { args: { form: 'signInByCode' } };

export const SignInSending: Story = { args: { filled: true, busy: true } };

export const Register: Story = { args: { form: 'register' } };

export const RegisterRefused: Story = {
  args: { form: 'register', filled: true, refused: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('两次输入的密码不一致')).toBeInTheDocument();
    await expect(canvas.getByText('请确认您已年满18岁')).toBeInTheDocument();
  },
};

export const ForgetPassword: Story = { args: { form: 'forgetPassword' } };

export const PasswordReset: Story = { args: { form: 'forgetPassword', filled: true, done: true } };

export const RegisterVietnamese: Story = { args: { form: 'register', language: 'vi' } };
