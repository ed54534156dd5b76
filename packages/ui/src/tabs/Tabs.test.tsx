import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { key: 'bag', title: 'Bag', content: 'bag items' },
  { key: 'record', title: 'Record', content: 'records' },
  { key: 'off', title: 'Off', content: 'never', disabled: true },
  { key: 'mall', title: 'Mall', content: 'mall goods' },
];

describe('Tabs', () => {
  it('starts on the first tab and shows its panel', () => {
    renderWithKit(<Tabs items={items} />);
    expect(screen.getByRole('tab', { name: 'Bag' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('bag items');
  });

  it('labels the panel by its tab', () => {
    renderWithKit(<Tabs items={items} />);
    expect(screen.getByRole('tabpanel', { name: 'Bag' })).toBeInTheDocument();
  });

  it('lets only the active tab control the panel', async () => {
    renderWithKit(<Tabs items={items} />);
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'Bag' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tab', { name: 'Record' })).not.toHaveAttribute('aria-controls');
    await userEvent.click(screen.getByRole('tab', { name: 'Record' }));
    expect(screen.getByRole('tab', { name: 'Record' })).toHaveAttribute(
      'aria-controls',
      screen.getByRole('tabpanel').id,
    );
  });

  it('points at no panel when the tabs have no content (a bar over the screen’s own view)', async () => {
    const { container } = renderWithKit(
      <Tabs
        items={[
          { key: 'box', title: 'Boxes' },
          { key: 'battle', title: 'Battles' },
        ]}
      />,
    );
    expect(screen.queryByRole('tabpanel')).toBeNull();
    for (const tab of screen.getAllByRole('tab')) expect(tab).not.toHaveAttribute('aria-controls');
    await expectNoAxeViolations(container);
  });

  it('switches on click and reports the key', async () => {
    const onChange = vi.fn();
    renderWithKit(<Tabs items={items} onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Record' }));
    expect(onChange).toHaveBeenCalledWith('record');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('records');
  });

  it('follows value when controlled', async () => {
    const onChange = vi.fn();
    renderWithKit(<Tabs items={items} value="mall" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Bag' }));
    expect(onChange).toHaveBeenCalledWith('bag');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('mall goods');
  });

  it('moves with the arrow keys, skipping disabled tabs and wrapping', async () => {
    renderWithKit(<Tabs items={items} defaultValue="record" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Record' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mall' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bag' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Mall' })).toHaveFocus();
  });

  it('jumps with Home and End', async () => {
    renderWithKit(<Tabs items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Bag' }));
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Mall' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Bag' })).toHaveFocus();
  });

  it('keeps only the active tab in the Tab order', () => {
    renderWithKit(<Tabs items={items} />);
    expect(screen.getByRole('tab', { name: 'Bag' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Record' })).toHaveAttribute('tabindex', '-1');
  });

  it('sticks to the top when sticky', () => {
    renderWithKit(<Tabs items={items} sticky offsetTop={46} />);
    expect(screen.getByRole('tablist')).toHaveStyle({ position: 'sticky', top: '46px' });
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Tabs items={items} className="extra" style={{ margin: 3 }} data-testid="t" aria-label="x" />,
    );
    const tabs = screen.getByTestId('t');
    expect(tabs).toHaveClass('extra');
    expect(tabs).toHaveStyle({ margin: '3px' });
    expect(tabs).toHaveAttribute('aria-label', 'x');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Tabs items={items} />);
    await expectNoAxeViolations(container);
  });
});
