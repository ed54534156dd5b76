import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import {
  PROGRESS_MAX,
  PROGRESS_MIN,
  PROGRESS_STROKE_WIDTH,
  Progress,
  clampPercentage,
} from './Progress';

const bar = () => screen.getByRole('progressbar');
const portion = () => bar().querySelector('[data-part="portion"]') as HTMLElement;
const pivot = () => bar().querySelector('[data-part="pivot"]') as HTMLElement | null;

describe('Progress (SPEC: 0 to 100)', () => {
  it('runs from 0 to 100', () => {
    expect(PROGRESS_MIN).toBe(0);
    expect(PROGRESS_MAX).toBe(100);
    renderWithKit(<Progress percentage={40} />);
    expect(bar()).toHaveAttribute('aria-valuemin', '0');
    expect(bar()).toHaveAttribute('aria-valuemax', '100');
    expect(bar()).toHaveAttribute('aria-valuenow', '40');
  });

  it('fills the share it is given', () => {
    renderWithKit(<Progress percentage={40} />);
    expect(portion()).toHaveStyle({ width: '40%' });
  });

  it('clamps above 100 to 100', () => {
    renderWithKit(<Progress percentage={140} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(portion()).toHaveStyle({ width: '100%' });
    expect(pivot()).toHaveTextContent('100%');
  });

  it('clamps below 0 to 0', () => {
    renderWithKit(<Progress percentage={-5} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    expect(portion()).toHaveStyle({ width: '0%' });
  });

  it('counts a value that is not a number as 0', () => {
    expect(clampPercentage(Number.NaN)).toBe(0);
    expect(clampPercentage(55.5)).toBe(55.5);
  });

  it('starts at 0 without a percentage', () => {
    renderWithKit(<Progress />);
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('Progress pivot', () => {
  it('shows "<percentage>%" by default', () => {
    renderWithKit(<Progress percentage={35} />);
    expect(pivot()).toHaveTextContent('35%');
  });

  it('shows pivotText instead and gives it to assistive technology', () => {
    renderWithKit(<Progress percentage={35} pivotText="7/20" />);
    expect(pivot()).toHaveTextContent('7/20');
    expect(bar()).toHaveAttribute('aria-valuetext', '7/20');
  });

  it('keeps the bubble inside the bar at every share', () => {
    renderWithKit(<Progress percentage={80} />);
    expect(pivot()).toHaveStyle({ left: '80%', transform: 'translate(-80%, -50%)' });
  });

  it('hides the bubble with showPivot false', () => {
    renderWithKit(<Progress percentage={35} showPivot={false} />);
    expect(pivot()).toBeNull();
  });

  it('colours the bubble with pivotColor and textColor', () => {
    renderWithKit(<Progress percentage={35} pivotColor="#123456" textColor="#abcdef" />);
    expect(pivot()).toHaveStyle({ background: '#123456', color: '#abcdef' });
  });
});

describe('Progress look', () => {
  it(`is ${PROGRESS_STROKE_WIDTH}px thick by default`, () => {
    expect(PROGRESS_STROKE_WIDTH).toBe(4);
    renderWithKit(<Progress percentage={10} />);
    expect(bar()).toHaveStyle({ height: '4px' });
  });

  it('takes strokeWidth', () => {
    renderWithKit(<Progress percentage={10} strokeWidth={8} />);
    expect(bar()).toHaveStyle({ height: '8px' });
  });

  it('fills with the theme primary colour by default', () => {
    renderWithKit(<Progress percentage={10} />);
    expect(getComputedStyle(portion()).background).toBe('var(--sb-color-primary)');
  });

  it('takes color and trackColor', () => {
    renderWithKit(<Progress percentage={10} color="#ff0000" trackColor="#00ff00" />);
    expect(portion()).toHaveStyle({ background: '#ff0000' });
    expect(bar()).toHaveStyle({ background: '#00ff00' });
  });

  it('greys out when inactive, whatever the colour', () => {
    renderWithKit(<Progress percentage={10} color="#ff0000" inactive />);
    expect(getComputedStyle(portion()).background).toBe('var(--sb-color-text-muted)');
    expect(bar()).toHaveAttribute('data-inactive', 'true');
  });
});

describe('Progress ARIA', () => {
  it('is named in the chosen language', () => {
    renderWithKit(<Progress percentage={10} />, { locale: 'en' });
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toBeInTheDocument();
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Progress
        percentage={10}
        className="extra"
        style={{ margin: 3 }}
        data-testid="p"
        aria-label="Upload"
      />,
    );
    const root = screen.getByTestId('p');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(root).toHaveAccessibleName('Upload');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Progress percentage={60} />);
    await expectNoAxeViolations(container);
  });
});
