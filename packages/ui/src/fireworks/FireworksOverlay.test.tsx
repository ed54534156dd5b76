import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import {
  FIREWORKS_BURST_DURATION,
  FIREWORKS_BURSTS,
  FIREWORKS_SPARKS,
  FireworksOverlay,
} from './FireworksOverlay';

describe('FireworksOverlay', () => {
  it('renders nothing while not visible', () => {
    renderWithKit(<FireworksOverlay visible={false} data-testid="f" />);
    expect(screen.queryByTestId('f')).toBeNull();
  });

  it('is hidden from assistive technology and lets clicks through', () => {
    renderWithKit(<FireworksOverlay visible data-testid="f" />);
    const layer = screen.getByTestId('f');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveStyle({ pointerEvents: 'none', position: 'fixed' });
  });

  it('draws every spark of every burst', () => {
    renderWithKit(<FireworksOverlay visible data-testid="f" />);
    expect(screen.getByTestId('f').querySelectorAll('[data-spark]')).toHaveLength(
      FIREWORKS_BURSTS * FIREWORKS_SPARKS,
    );
  });

  it('animates each burst over FIREWORKS_BURST_DURATION', () => {
    renderWithKit(<FireworksOverlay visible data-testid="f" />);
    const spark = screen.getByTestId('f').querySelector('[data-spark]') as Element;
    expect(getComputedStyle(spark).animationName).not.toBe('none');
    expect(getComputedStyle(spark).animationDuration).toBe(`${FIREWORKS_BURST_DURATION}ms`);
  });

  it('animates nothing with animated off', () => {
    renderWithKit(<FireworksOverlay visible animated={false} data-testid="f" />);
    for (const spark of screen.getByTestId('f').querySelectorAll('[data-spark]')) {
      expect(getComputedStyle(spark).animationName).toBe('none');
    }
  });

  it('forwards className and style', () => {
    renderWithKit(
      <FireworksOverlay visible className="extra" style={{ opacity: 0.5 }} data-testid="f" />,
    );
    expect(screen.getByTestId('f')).toHaveClass('extra');
    expect(screen.getByTestId('f')).toHaveStyle({ opacity: '0.5' });
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<FireworksOverlay visible />);
    await expectNoAxeViolations(container);
  });
});
