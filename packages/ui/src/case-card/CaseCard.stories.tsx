import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { storyArt } from '../testing/storyItems';
import { CaseCard } from './CaseCard';

const meta = {
  title: 'Business/CaseCard',
  component: CaseCard,
  tags: ['autodocs'],
  args: { name: 'Chroma Case', image: storyArt('#d32ce6'), price: '12.50', href: '#box-3' },
} satisfies Meta<typeof CaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};

export const Large: Story = { args: { size: 'large' } };

/** Visual baseline: both sizes, a short and a long name. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: (args) => (
    <Matrix
      rows={['Chroma Case', 'Operation Broken Fang Case Extraordinary'] as const}
      columns={['medium', 'large'] as const}
      cell={(name, size) => <CaseCard {...args} name={name} size={size} />}
    />
  ),
};
