import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { FormActions, FormLayout, FormRow, FormSection } from './FormLayout';

function BoxForm({ nameError }: { nameError?: string }) {
  return (
    <FormLayout labelWidth={160} collapseBelow={600}>
      <FormSection title="Box" description="What players see in the shop.">
        <FormRow label="Name" required help="Five languages." error={nameError}>
          {(control) => <input {...control} defaultValue="" />}
        </FormRow>
        <FormRow label="Price" htmlFor="price">
          <input id="price" />
        </FormRow>
      </FormSection>
      <FormActions>
        <button type="submit">Save</button>
      </FormActions>
    </FormLayout>
  );
}

describe('FormLayout', () => {
  it('ties each label, help line and error line to its control', () => {
    renderWithKit(<BoxForm nameError="Name is required" />, { locale: 'en' });
    const name = screen.getByRole('textbox', { name: /^Name ?\(required\)$/ });
    expect(name).toHaveAccessibleDescription('Name is required Five languages.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Price' })).not.toHaveAttribute('aria-invalid');
  });

  it('leaves the control valid and described by its help alone without an error', () => {
    renderWithKit(<BoxForm />, { locale: 'zh' });
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAccessibleDescription('Five languages.');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('(必填)', { exact: false })).toBeInTheDocument();
  });

  it('names each section by its title, at the level asked', () => {
    renderWithKit(
      <FormLayout>
        <FormSection title="Prices" level={2}>
          <FormRow label="Override" htmlFor="o">
            <input id="o" />
          </FormRow>
        </FormSection>
      </FormLayout>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Prices' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Prices' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithKit(<BoxForm nameError="Name is required" />, {
      locale: 'en',
    });
    await expectNoAxeViolations(container);
  });
});
