import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { LOADING_SIZES, Loading } from './Loading';

describe('Loading', () => {
  it('is a status named by the translated label', () => {
    renderWithKit(<Loading />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('uses the chosen language', () => {
    renderWithKit(<Loading />, { locale: 'ko' });
    expect(screen.getByRole('status')).toHaveTextContent('로딩 중');
  });

  it('shows its own text instead of the label', () => {
    renderWithKit(<Loading>开箱中…</Loading>);
    expect(screen.getByRole('status')).toHaveTextContent(/^开箱中…$/);
  });

  it.each(Object.entries(LOADING_SIZES))('draws the %s size at %i px', (size, pixels) => {
    renderWithKit(<Loading size={size as keyof typeof LOADING_SIZES} />);
    const spinner = screen.getByRole('status').querySelector('[aria-hidden="true"]');
    expect(spinner).toHaveStyle({ width: `${pixels}px`, height: `${pixels}px` });
  });

  it('takes a size in pixels', () => {
    renderWithKit(<Loading size={22} />);
    const spinner = screen.getByRole('status').querySelector('[aria-hidden="true"]');
    expect(spinner).toHaveStyle({ width: '22px' });
  });

  it('draws twelve spokes in spinner mode', () => {
    renderWithKit(<Loading type="spinner" />);
    expect(screen.getByRole('status').querySelectorAll('i')).toHaveLength(12);
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Loading className="extra" style={{ margin: 1 }} data-testid="l" aria-live="polite" />,
    );
    const status = screen.getByTestId('l');
    expect(status).toHaveClass('extra');
    expect(status).toHaveStyle({ margin: '1px' });
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <div>
        <Loading />
        <Loading type="spinner" vertical>
          Loading
        </Loading>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
