import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    renderWithKit(<Button onClick={onClick}>Open</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading and announces it in the chosen language', async () => {
    const onClick = vi.fn();
    renderWithKit(
      <Button loading onClick={onClick}>
        Open
      </Button>,
      { locale: 'en' },
    );
    const button = screen.getByRole('button');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveAccessibleName('Loading');
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    renderWithKit(
      <Button disabled onClick={onClick}>
        Open
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link with the button look when given an address', () => {
    renderWithKit(
      <Button variant="primary" href="/app.apk" target="_blank" rel="noreferrer">
        下载
      </Button>,
    );
    const link = screen.getByRole('link', { name: '下载' });
    expect(link).toHaveAttribute('href', '/app.apk');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('drops the address of a disabled link and marks it aria-disabled', () => {
    renderWithKit(
      <Button href="/app.apk" disabled>
        下载
      </Button>,
    );
    const link = screen.getByText('下载');
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Button className="extra" style={{ margin: 3 }} data-testid="b" aria-describedby="hint">
        Open
      </Button>,
    );
    const button = screen.getByTestId('b');
    expect(button).toHaveClass('extra');
    expect(button).toHaveStyle({ margin: '3px' });
    expect(button).toHaveAttribute('aria-describedby', 'hint');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Button variant="primary">Open</Button>);
    await expectNoAxeViolations(container);
  });
});
