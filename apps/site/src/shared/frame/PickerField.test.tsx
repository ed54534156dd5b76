import { KitProvider, kitMessages } from '@skinbox/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { PickerField } from './PickerField';

const CHOICES = [
  { value: '', label: '全部' },
  { value: 'covert', label: '隐秘' },
  { value: 'classified', label: '保密' },
] as const;

function Probe({ layout = 'm' as const }: { layout?: 'm' | 'p' }) {
  const [value, setValue] = useState<(typeof CHOICES)[number]['value']>('');
  return (
    <KitProvider locale="zh">
      <IntlProvider locale="zh-CN" messages={kitMessages('zh')}>
        <PickerField
          layout={layout}
          label="品质"
          choices={CHOICES}
          value={value}
          onChange={setValue}
        />
        <output>{value || 'none'}</output>
      </IntlProvider>
    </KitProvider>
  );
}

const field = () => screen.getByLabelText('品质');

describe('PickerField', () => {
  it("shows the chosen option's label in a read-only kit Field", () => {
    render(<Probe />);
    expect(field()).toHaveValue('全部');
    expect(field()).toHaveAttribute('readonly');
  });

  it('opens the picker on Enter and sets the value on confirm', async () => {
    render(<Probe />);
    field().focus();
    await userEvent.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: '品质' });
    await userEvent.click(within(picker).getByRole('option', { name: '保密' }));
    await userEvent.click(within(picker).getByRole('button', { name: '确认' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('保密');
    expect(screen.getByRole('status')).toHaveTextContent('classified');
  });

  it('leaves the value as it was on cancel', async () => {
    render(<Probe layout="p" />);
    await userEvent.click(field());
    const picker = await screen.findByRole('dialog', { name: '品质' });
    await userEvent.click(within(picker).getByRole('option', { name: '隐秘' }));
    await userEvent.click(within(picker).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('全部');
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('has no axe violations, open or closed', async () => {
    const { container } = render(<Probe />);
    await expectNoAxeViolations(container);
    await userEvent.click(field());
    await expectNoAxeViolations(await screen.findByRole('dialog', { name: '品质' }));
  });
});
