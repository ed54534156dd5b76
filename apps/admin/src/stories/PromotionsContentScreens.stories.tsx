import type { Meta, StoryObj } from '@storybook/react-vite';
import { OPERATOR_ROLES } from '@skinbox/api/admin';
import { expect, userEvent, within } from 'storybook/test';
import { articleAnswers, redPacketAnswers } from '../testing/promotionsContentFixtures';
import { ConsoleStory } from '../testing/ConsoleStory';

/**
 * The promotions and content screens, whole (shell, navigation by role), their calls answered
 * from fixtures. Change the roles to see who is offered them; a new role or language remounts
 * the console.
 */
const meta = {
  title: 'Admin/Promotions and content',
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

export const RedPackets: Story = {
  args: {
    roles: ['finance'],
    locale: 'zh',
    path: '/promotions/red-packets',
    answers: redPacketAnswers,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0.08 to 0.88', {}, LOADED)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('类型'), 'rebate');
    await userEvent.type(canvas.getByLabelText('比例（基点，20 = 0.20%）'), '30');
    await userEvent.type(canvas.getByLabelText('封顶金额'), '188.00');
    await userEvent.click(canvas.getByRole('button', { name: '创建红包' }));
    await expect(
      await canvas.findByText('流水返利 合计 60 个基点，超过经济模型允许的 50'),
    ).toBeVisible();
  },
};

export const Articles: Story = {
  args: { roles: ['content'], locale: 'en', path: '/content/articles', answers: articleAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Contact us', {}, LOADED));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    const preview = await canvas.findByTestId('article-preview');
    await expect(preview.innerHTML).toBe('<p>Write to <b>support@skinbox.example</b></p>');
    await expect(canvas.getByText('37 characters removed')).toBeVisible();
  },
};
