import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Icon } from './Icon';
import { ICON_NAMES } from './icons';

describe('Icon', () => {
  it('is hidden from assistive technology when it has no label', () => {
    const { container } = renderWithKit(<Icon name="coin" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image with an accessible name when labelled', () => {
    renderWithKit(<Icon name="search" label="Search" />);
    expect(screen.getByRole('img', { name: 'Search' })).toHaveAttribute('data-icon', 'search');
  });

  it('turns a numeric size into pixels', () => {
    const { container } = renderWithKit(<Icon name="star" size={20} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '20px');
  });

  it('draws with the current text colour unless given one', () => {
    const { container } = renderWithKit(<Icon name="gift" color="red" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  });

  it('contains the icons the site needs', () => {
    for (const name of ['coin', 'close', 'back', 'arrow', 'check', 'plus', 'minus', 'search']) {
      expect(ICON_NAMES).toContain(name);
    }
    for (const name of [
      'star',
      'star-half',
      'user',
      'bag',
      'box',
      'gift',
      'sound-on',
      'sound-off',
      'menu',
      'filter',
      'motion',
      'motion-off',
    ]) {
      expect(ICON_NAMES).toContain(name);
    }
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Icon
        name="box"
        className="extra"
        style={{ margin: 2 }}
        data-testid="i"
        aria-describedby="d"
      />,
    );
    const svg = screen.getByTestId('i');
    expect(svg).toHaveClass('extra');
    expect(svg).toHaveStyle({ margin: '2px' });
    expect(svg).toHaveAttribute('aria-describedby', 'd');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <p>
        <Icon name="coin" /> 100 <Icon name="close" label="Close" />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
