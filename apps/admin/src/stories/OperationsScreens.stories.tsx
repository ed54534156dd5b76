import type { Meta, StoryObj } from '@storybook/react-vite';
import { OPERATOR_ROLES } from '@skinbox/api/admin';
import { expect, userEvent, within } from 'storybook/test';
import { gameAnswers, operatorAnswers, queueAnswers } from '../testing/operationsFixtures';
import { ConsoleStory } from '../testing/ConsoleStory';

/**
 * The operations screens (operators, the work queues, the house games), whole in the console,
 * their calls answered from fixtures. Change the roles to see what another operator is offered.
 */
const meta = {
  title: 'Admin/Operations',
  component: ConsoleStory,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    roles: { control: 'check', options: [...OPERATOR_ROLES] },
    locale: { control: 'inline-radio', options: ['zh', 'en'] },
    path: { control: false },
    answers: { control: false },
  },
  render: (args) => <ConsoleStory key={`${args.roles.join()}|${args.locale}`} {...args} />,
} satisfies Meta<typeof ConsoleStory>;

export default meta;

/** Each screen is a chunk of its own, fetched on first view: slower than a second on a loaded machine. */
const LOADED = { timeout: 10_000 };
type Story = StoryObj<typeof meta>;

export const Operators: Story = {
  args: { roles: ['owner'], locale: 'zh', path: '/operators', answers: operatorAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('mod.wu', {}, LOADED)).closest('tr') as HTMLElement;
    await expect(within(row).getByText('待设置')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: '重置设置' }));
    // The dialog is drawn outside the canvas.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: '重置操作员 mod.wu 的设置' });
    await userEvent.type(within(dialog).getByLabelText('原因'), '换了手机');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await expect(await canvas.findByTestId('setup-link')).toHaveTextContent(
      '/admin/setup?token=Hh7gF5dS3aQ1wE9rT2yU',
    );
  },
};

export const RechargeOrders: Story = {
  args: { roles: ['finance'], locale: 'en', path: '/recharge-orders', answers: queueAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const manual = (await canvas.findByText('1041 player41', {}, LOADED)).closest(
      'tr',
    ) as HTMLElement;
    await expect(within(manual).getByRole('button', { name: 'Confirm payment' })).toBeVisible();
    const sandbox = canvas.getByText('1042 player42').closest('tr') as HTMLElement;
    await expect(within(sandbox).queryByRole('button', { name: 'Confirm payment' })).toBeNull();
  },
};

export const CrashChainWaitingForItsSalt: Story = {
  args: { roles: ['owner'], locale: 'en', path: '/games', answers: gameAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('crash-chain', {}, LOADED)).toHaveTextContent(
      'the hash of Bitcoin block 880000',
    );
    await expect(canvas.getByLabelText('Salt of chain #9 (the published value)')).toBeVisible();
  },
};

export const AvatarReview: Story = {
  args: { roles: ['moderator'], locale: 'zh', path: '/avatars', answers: queueAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByAltText('lucky 上传的头像', {}, LOADED)).toBeVisible();
  },
};

export const ChatModeration: Story = {
  args: { roles: ['moderator'], locale: 'en', path: '/chat', answers: queueAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('buy cheap coins at example.com', {}, LOADED),
    ).toBeVisible();
  },
};

export const Reservations: Story = {
  args: { roles: ['content'], locale: 'zh', path: '/reservations', answers: queueAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('双十二开箱节', {}, LOADED)).toBeVisible();
  },
};

export const GamesForContent: Story = {
  args: { roles: ['content'], locale: 'zh', path: '/games', answers: gameAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Friday roll', {}, LOADED)).toBeVisible();
    await expect(canvas.queryByTestId('crash-chain')).toBeNull();
  },
};

export const MyAccount: Story = {
  args: { roles: ['support'], locale: 'en', path: '/account', answers: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('account-who', {}, LOADED)).toHaveTextContent(
      'Story (story.operator)',
    );
  },
};
