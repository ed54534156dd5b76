import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockStore } from '../../testing/mockStore';
import { ScreenStory } from '../../testing/ScreenStory';
import { playerRoutes } from '../../testing/accountFixtures';
import { SignIn } from './SignIn';

const meta = {
  title: 'Site/Account/SignIn',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () => mockStore({ routes: playerRoutes() }),
    path: '/m/sign',
    screen: <SignIn />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = { args: { path: '/p/sign', screen: <SignIn /> } };

/** SPEC section 5: the account and password rules, from the contract's fields. */
export const Refusals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('账号'), 'a!');
    await userEvent.type(canvas.getByLabelText('密码'), '123');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('账号格式错误')).toBeInTheDocument();
    await expect(canvas.getByText('密码不能少于6位')).toBeInTheDocument();
  },
};

export const WithCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '验证码登录' }));
    await expect(await canvas.findByRole('slider')).toBeInTheDocument();
  },
};
