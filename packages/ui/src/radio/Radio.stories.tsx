import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Form/Radio',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { 'aria-label': '性别 Sex', onChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio name="1">男 Male</Radio>
      <Radio name="2">女 Female</Radio>
      <Radio name="0">保密 Secret</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a radio or its label; arrow keys move to the next radio and choose it. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('女 Female'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
    const female = canvas.getByRole('radio', { name: '女 Female' });
    await expect(female).toBeChecked();
    await expect(female).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('0');
    await expect(canvas.getByRole('radio', { name: '保密 Secret' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '男 Male' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { direction: 'horizontal', defaultValue: '1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '保密 Secret' }));
    await expect(args.onChange).toHaveBeenCalledWith('0');
    await expect(canvas.getByRole('radio', { name: '男 Male' })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '男 Male' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: '女 Female' })).toBeChecked();
  },
};

export const DotShapeAndColour: Story = {
  args: { shape: 'dot', checkedColor: '#ee0a24', iconSize: 24, defaultValue: '1' },
};

/** Visual baseline: each state in every shape. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['round', 'square', 'dot'] as const}
      columns={['unchecked', 'checked', 'disabled', 'disabled on', 'left'] as const}
      cell={(shape, state) => (
        <Radio
          shape={shape}
          checked={state === 'checked' || state === 'disabled on' || state === 'left'}
          disabled={state.startsWith('disabled')}
          labelPosition={state === 'left' ? 'left' : 'right'}
        >
          选项
        </Radio>
      )}
    />
  ),
};
