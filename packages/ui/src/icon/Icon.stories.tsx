import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Icon } from './Icon';
import { ICON_NAMES } from './icons';

const meta = {
  title: 'Basics/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'coin', size: 32 },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'search', label: '搜索' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '搜索' })).toBeVisible();
  },
};

export const Coloured: Story = { args: { name: 'star', color: 'var(--sb-color-primary)' } };

const columns = ['16', '24', 'primary', 'muted'] as const;

/** Visual baseline: every icon at two sizes and in two theme colours. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={ICON_NAMES}
      columns={columns}
      cell={(name, column) => (
        <Icon
          name={name}
          size={column === '16' ? 16 : 24}
          color={
            column === 'primary'
              ? 'var(--sb-color-primary)'
              : column === 'muted'
                ? 'var(--sb-color-text-muted)'
                : 'var(--sb-color-text)'
          }
        />
      )}
    />
  ),
};
