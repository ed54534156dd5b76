import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';
import type { CheckboxGroupInstance } from './useCheckboxGroup';

const meta = {
  title: 'Form/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: '我已满 18 岁 I am 18 or older', onChange: fn(), onClick: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the box or its label, or press Space on it. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: '我已满 18 岁 I am 18 or older' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('我已满 18 岁 I am 18 or older'));
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Square: Story = { args: { shape: 'square', defaultChecked: true } };

/** The label holds a link: the link opens, only the box toggles. */
export const LabelDisabled: Story = {
  args: {
    labelDisabled: true,
    children: (
      <>
        我已阅读并同意 I agree to the{' '}
        <a href="#terms" style={{ color: 'var(--sb-color-primary)' }}>
          用户协议 Terms
        </a>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/我已阅读并同意/));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LeftLabelCustomColourAndSize: Story = {
  args: { labelPosition: 'left', checkedColor: '#ee0a24', iconSize: 24, defaultChecked: true },
};

/** A group holds the checked names in the order they were checked; at most two here. */
export const GroupWithMax: Story = {
  render: function Render() {
    const [value, setValue] = useState<string[]>([]);
    return (
      <div style={{ color: 'var(--sb-color-text)', display: 'grid', gap: 12 }}>
        <CheckboxGroup aria-label="地图 Maps" max={2} value={value} onChange={setValue}>
          <Checkbox name="dust2">Dust II</Checkbox>
          <Checkbox name="mirage">Mirage</Checkbox>
          <Checkbox name="inferno">Inferno</Checkbox>
        </CheckboxGroup>
        <output>{value.join(', ')}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Inferno' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dust II' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mirage' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('inferno, dust2');
    await expect(canvas.getByRole('checkbox', { name: 'Mirage' })).not.toBeChecked();
  },
};

/** A select-all box outside the group: indeterminate while some are checked; toggleAll by ref. */
export const CheckAll: Story = {
  render: function Render() {
    const names = ['ak', 'awp', 'knife'];
    const [value, setValue] = useState<string[]>(['awp']);
    const group = useRef<CheckboxGroupInstance>(null);
    const all = value.length === names.length;
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Checkbox
          shape="square"
          checked={all}
          indeterminate={value.length > 0 && !all}
          onChange={(checked) => group.current?.toggleAll(checked)}
        >
          全选 All
        </Checkbox>
        <CheckboxGroup
          ref={group}
          aria-label="饰品 Items"
          direction="horizontal"
          shape="square"
          value={value}
          onChange={setValue}
        >
          <Checkbox name="ak">AK-47</Checkbox>
          <Checkbox name="awp">AWP</Checkbox>
          <Checkbox name="knife">Karambit</Checkbox>
        </CheckboxGroup>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '全选 All' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Karambit' })).toBeChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'AWP' })).not.toBeChecked();
  },
};

/** Visual baseline: each state in both shapes. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['round', 'square'] as const}
      columns={
        ['unchecked', 'checked', 'indeterminate', 'disabled', 'disabled on', 'left'] as const
      }
      cell={(shape, state) => (
        <Checkbox
          shape={shape}
          checked={state === 'checked' || state === 'disabled on' || state === 'left'}
          indeterminate={state === 'indeterminate'}
          disabled={state.startsWith('disabled')}
          labelPosition={state === 'left' ? 'left' : 'right'}
        >
          同意
        </Checkbox>
      )}
    />
  ),
};
