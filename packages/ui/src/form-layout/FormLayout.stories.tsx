import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Switch } from '../switch';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { FormActions, FormLayout, FormRow, FormSection } from './FormLayout';

const meta = {
  title: 'Console/FormLayout',
  component: FormLayout,
  tags: ['autodocs'],
  args: { labelWidth: 180, collapseBelow: 640 },
  argTypes: {
    labelWidth: { control: 'number' },
    collapseBelow: { control: 'number' },
  },
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 420,
  padding: '7px 10px',
  border: '1px solid var(--sb-color-border)',
  borderRadius: 6,
  background: 'var(--sb-color-background)',
  color: 'var(--sb-color-text)',
  font: 'inherit',
} as const;

/** A box editor's first section, as a console builds it. */
function BoxForm({ nameError, title = '基本信息 Basics' }: { nameError?: string; title?: string }) {
  const [published, setPublished] = useState(true);
  return (
    <>
      <FormSection title={title} description="玩家在商城看到的内容。 What players see.">
        <FormRow label="名称 Name" required error={nameError} help="五种语言都要填写。">
          {(control) => <input {...control} style={input} defaultValue="龙焰箱" />}
        </FormRow>
        <FormRow label="价格 Price" help="金币，两位小数。">
          {(control) => (
            <input {...control} style={input} inputMode="decimal" defaultValue="25.00" />
          )}
        </FormRow>
        <FormRow label="上架 Published" htmlFor="published">
          <Switch id="published" checked={published} onChange={setPublished} />
        </FormRow>
      </FormSection>
      <FormActions>
        <Button variant="primary">保存 Save</Button>
        <Button>取消 Cancel</Button>
      </FormActions>
    </>
  );
}

/** Wide: labels in their own column, right-aligned beside their fields. */
export const Wide: Story = {
  render: (args) => (
    <div style={{ width: 900 }}>
      <FormLayout {...args}>
        <BoxForm />
      </FormLayout>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /名称 Name/ });
    const label = canvasElement.querySelector(`label[for="${name.id}"]`) as HTMLElement;
    // Side by side: the label ends before the field begins.
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      name.getBoundingClientRect().left,
    );
    await expect(name).toHaveAccessibleDescription('五种语言都要填写。');
    await userEvent.click(label);
    await expect(name).toHaveFocus();
  },
};

/** In a narrow container the same form is one column: each label above its field. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 420 }}>
      <FormLayout {...args}>
        <BoxForm nameError="名称不能为空" />
      </FormLayout>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('textbox', { name: /名称 Name/ });
    const label = canvasElement.querySelector(`label[for="${name.id}"]`) as HTMLElement;
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      name.getBoundingClientRect().top,
    );
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('名称不能为空 五种语言都要填写。');
  },
};

/** Visual baseline: the wide layout with an error, and the collapsed one. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['wide', 'narrow'] as const}
      columns={['form layout'] as const}
      cell={(row) => (
        <div style={{ width: row === 'wide' ? 760 : 380 }}>
          <FormLayout>
            <BoxForm title={row} nameError={row === 'wide' ? '名称不能为空' : undefined} />
          </FormLayout>
        </div>
      )}
    />
  ),
};
