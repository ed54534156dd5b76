import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Picker } from './Picker';
import type { PickerOption } from './utils';

const cities: PickerOption[] = [
  { text: '杭州', value: 'hz' },
  { text: '宁波', value: 'nb' },
  { text: '温州', value: 'wz', disabled: true },
  { text: '绍兴', value: 'sx' },
  { text: '湖州', value: 'hu' },
  { text: '嘉兴', value: 'jx' },
  { text: '金华', value: 'jh' },
  { text: '衢州', value: 'qz' },
  { text: '舟山', value: 'zs' },
  { text: '台州', value: 'tz' },
  { text: '丽水', value: 'ls' },
];

const area: PickerOption[] = [
  {
    text: '浙江',
    value: 'zj',
    children: [
      { text: '杭州', value: 'hz' },
      { text: '宁波', value: 'nb' },
    ],
  },
  {
    text: '福建',
    value: 'fj',
    children: [
      { text: '福州', value: 'fz' },
      { text: '厦门', value: 'xm' },
    ],
  },
];

const meta = {
  title: 'Form/Picker',
  component: Picker,
  tags: ['autodocs'],
  args: { columns: cities, title: '城市', onChange: fn(), onConfirm: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

const selected = (listbox: HTMLElement) =>
  listbox.querySelector('[aria-selected="true"]')?.textContent;

/** Arrow keys move over enabled options (温州 is disabled); Confirm reports the value. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const listbox = canvas.getByRole('listbox', { name: '第 1 列' });
    listbox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(selected(listbox)).toBe('绍兴');
    await userEvent.keyboard('{End}');
    await expect(selected(listbox)).toBe('丽水');
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(selected(listbox)).toBe('宁波');
    await userEvent.click(canvas.getByRole('button', { name: '确认' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(['nb'], expect.anything());
  },
};

function pointer(target: Element, type: string, clientY: number) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      pointerId: 5,
      pointerType: 'touch',
      isPrimary: true,
      clientX: 100,
      clientY,
    }),
  );
}

/** A quick swipe up carries the column on past where the finger left it (momentum). */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listbox = canvas.getByRole('listbox', { name: '第 1 列' });
    pointer(listbox, 'pointerdown', 300);
    for (const y of [290, 270, 250]) pointer(listbox, 'pointermove', y);
    pointer(listbox, 'pointerup', 250);
    // 50 px alone would settle on the second option; the momentum goes further.
    await waitFor(() => expect(['杭州', '宁波']).not.toContain(selected(listbox)));
  },
};

/** The mouse wheel moves one option per option height, skipping disabled ones. */
export const Wheel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listbox = canvas.getByRole('listbox', { name: '第 1 列' });
    for (let turn = 0; turn < 2; turn++) {
      listbox.dispatchEvent(
        new WheelEvent('wheel', { deltaY: 44, bubbles: true, cancelable: true }),
      );
    }
    await waitFor(() => expect(selected(listbox)).toBe('绍兴'));
  },
};

/** Cascading columns: choosing a province shows its cities. */
export const Cascade: Story = {
  args: { columns: area, title: '地区' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('option', { name: '福建' }));
    await expect(canvas.getByRole('option', { name: '厦门' })).toBeInTheDocument();
    await expect(selected(canvas.getByRole('listbox', { name: '第 2 列' }))).toBe('福州');
  },
};

/** Several independent columns. */
export const Multiple: Story = {
  args: {
    columns: [
      cities.slice(0, 5),
      [
        { text: '上午', value: 'am' },
        { text: '下午', value: 'pm' },
      ],
    ],
    defaultValue: ['sx', 'pm'],
    title: '时段',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('listbox', { name: '第 2 列' });
    await expect(selected(canvas.getByRole('listbox', { name: '第 1 列' }))).toBe('绍兴');
    await expect(selected(second)).toBe('下午');
    await userEvent.click(within(second).getByRole('option', { name: '上午' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      ['sx', 'am'],
      expect.objectContaining({ columnIndex: 1 }),
    );
  },
};

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['default', 'loading'] as const}
      columns={['single', 'cascade'] as const}
      cell={(state, kind) => (
        <div style={{ width: 300 }}>
          <Picker
            title={kind === 'single' ? '城市' : '地区'}
            columns={kind === 'single' ? cities : area}
            defaultValue={kind === 'single' ? ['nb'] : ['fj', 'xm']}
            loading={state === 'loading'}
          />
        </div>
      )}
    />
  ),
};
