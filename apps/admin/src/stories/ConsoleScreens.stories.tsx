import type { Meta, StoryObj } from '@storybook/react-vite';
import { OPERATOR_ROLES } from '@skinbox/api/admin';
import { expect, userEvent, within } from 'storybook/test';
import { boxAnswers, dashboardAnswers, playerAnswers } from '../testing/consoleFixtures';
import { ConsoleStory } from '../testing/ConsoleStory';

/**
 * The operator console's main screens, whole (shell, navigation by role), their calls answered
 * from fixtures. Change the roles to see what another operator is offered; a new role or language
 * remounts the console.
 */
const meta = {
  title: 'Admin/Screens',
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

export const Dashboard: Story = {
  args: { roles: ['finance'], locale: 'zh', path: '/dashboard', answers: dashboardAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12840.00', {}, LOADED)).toBeVisible();
    // Box 9 and the box game returned below their band.
    await expect(canvas.getByText('2 项的实际返奖率超出预期区间')).toBeVisible();
  },
};

export const PlayerPage: Story = {
  args: { roles: ['finance'], locale: 'en', path: '/players/1042', answers: playerAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-amount', {}, LOADED)).toHaveTextContent(
      '318.40',
    );
    await expect(canvas.getByRole('button', { name: 'Adjust balance' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ban' })).toBeNull();
  },
};

export const PlayerPageForAModerator: Story = {
  args: { roles: ['moderator'], locale: 'en', path: '/players/1042', answers: playerAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Ban' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
  },
};

export const BoxEditor: Story = {
  args: { roles: ['content'], locale: 'zh', path: '/boxes/4', answers: boxAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '计算返奖率' }, LOADED));
    await expect(await canvas.findByTestId('box-rtp')).toHaveTextContent('返奖率 92.87%');
  },
};
