import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Switch } from './Switch';

const meta = {
  title: 'Form/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { 'aria-label': '音效 Sound', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: '音效 Sound' });
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'false');
  },
};

export const Loading: Story = {
  args: { loading: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch');
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

export const CustomColorAndSize: Story = {
  args: { size: 20, activeColor: '#ee0a24', inactiveColor: '#dcdee0', defaultChecked: true },
};

/** Controlled with custom values: the switch holds 'on' or 'off'. */
export const CustomValues: Story = {
  render: function Render(args) {
    const [mode, setMode] = useState('off');
    return (
      <div style={{ color: 'var(--sb-color-text)', display: 'flex', gap: 8, alignItems: 'center' }}>
        <Switch
          aria-label={args['aria-label']}
          activeValue="on"
          inactiveValue="off"
          value={mode}
          onChange={setMode}
        />
        <output>{mode}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch'));
    await expect(canvas.getByText('on')).toBeInTheDocument();
  },
};

/** Visual baseline: off and on in every state. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['off', 'on'] as const}
      columns={['normal', 'loading', 'disabled', 'small', 'colours'] as const}
      cell={(row, state) => (
        <Switch
          aria-label={`${row} ${state}`}
          checked={row === 'on'}
          loading={state === 'loading'}
          disabled={state === 'disabled'}
          size={state === 'small' ? 18 : undefined}
          activeColor={state === 'colours' ? '#ee0a24' : undefined}
          inactiveColor={state === 'colours' ? '#dcdee0' : undefined}
        />
      )}
    />
  ),
};
