import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockStore } from '../../testing/mockStore';
import { ScreenStory } from '../../testing/ScreenStory';
import { sliderChallenge } from '../../testing/accountFixtures';
import { Register } from './Register';

const store = () =>
  mockStore({
    routes: {
      '/api/auth/getGraphicCode': () => sliderChallenge,
      '/api/auth/getVerifyCode': () => ({ expiresIn: 300, resendIn: 60 }),
    },
  });

const meta = {
  title: 'Site/Account/Register',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { store, path: '/m/register', screen: <Register /> },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = { args: { path: '/p/register', screen: <Register /> } };

/** SPEC section 5: no code before the slider check passes. */
export const SliderFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '13800001234');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByText('请先通过滑块验证')).toBeInTheDocument();
  },
};

/** The kit's slider released with the keyboard; the code request carries its answer. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '13800001234');
    await canvas.findByRole('img', { name: '拼图' });
    canvas.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    await expect(canvas.getByText('验证通过')).toBeInTheDocument();
  },
};

/** SPEC section 5: matching passwords, agreement and 18+ ticked. */
export const Refusals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.type(canvas.getByLabelText('确认密码'), 'secret124');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(await canvas.findByText('两次输入的密码不一致')).toBeInTheDocument();
    await expect(canvas.getByText('请确认您已年满18岁')).toBeInTheDocument();
  },
};
