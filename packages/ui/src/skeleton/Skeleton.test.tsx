import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Skeleton, SkeletonRegion } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithKit(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a size in pixels or any CSS length', () => {
    const { container } = renderWithKit(<Skeleton width={120} height="2em" />);
    expect(container.firstElementChild).toHaveStyle({ width: '120px', height: '2em' });
  });

  it('takes its height from the width with an aspect ratio', () => {
    const { container } = renderWithKit(<Skeleton aspectRatio="4 / 3" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.aspectRatio).toBe('4 / 3');
    expect(block.style.height).toBe('');
  });

  it('draws a circle as tall as it is wide', () => {
    const { container } = renderWithKit(<Skeleton shape="circle" width={40} />);
    expect(container.firstElementChild).toHaveStyle({ width: '40px', height: '40px' });
  });

  it('stands for its children invisibly, at their size', () => {
    renderWithKit(
      <Skeleton>
        <span>12.50</span>
      </Skeleton>,
    );
    const hidden = screen.getByText('12.50').parentElement as HTMLElement;
    expect(hidden).toHaveStyle({ visibility: 'hidden' });
    expect((hidden.parentElement as HTMLElement).style.height).toBe('');
  });

  it('forwards className, style and data-*', () => {
    renderWithKit(<Skeleton className="extra" style={{ margin: 1 }} data-testid="s" />);
    expect(screen.getByTestId('s')).toHaveClass('extra');
    expect(screen.getByTestId('s')).toHaveStyle({ margin: '1px' });
  });
});

describe('SkeletonRegion', () => {
  it('is one busy status named in the chosen language', () => {
    renderWithKit(
      <SkeletonRegion>
        <Skeleton />
        <Skeleton />
      </SkeletonRegion>,
      { locale: 'en' },
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent(/^Loading$/);
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <SkeletonRegion>
        <Skeleton shape="circle" width={40} />
        <Skeleton shape="text" />
      </SkeletonRegion>,
    );
    await expectNoAxeViolations(container);
  });
});
