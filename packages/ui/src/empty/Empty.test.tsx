import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { EMPTY_IMAGE_SIZE, Empty } from './Empty';
import { EMPTY_PRESETS } from './EmptyImages';

describe('Empty', () => {
  it('says 暂无数据 by default', () => {
    renderWithKit(<Empty />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('says No data in English', () => {
    renderWithKit(<Empty />, { locale: 'en' });
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it.each([
    ['error', 'Something went wrong'],
    ['network', 'Network error, please try again later'],
    ['search', 'No results found'],
  ] as const)('gives the %s picture its own text', (image, text) => {
    renderWithKit(<Empty image={image} />, { locale: 'en' });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('draws each of the four presets as a decorative inline SVG', () => {
    expect(EMPTY_PRESETS).toEqual(['default', 'error', 'network', 'search']);
    for (const preset of EMPTY_PRESETS) {
      const { container, unmount } = renderWithKit(<Empty image={preset} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(container.firstElementChild).toHaveAttribute('data-image', preset);
      unmount();
    }
  });

  it('draws in theme tokens so a skin recolours the pictures', () => {
    const { container } = renderWithKit(<Empty image="network" />);
    const colours = [...container.querySelectorAll('svg *')].map(
      (node) => (node as SVGElement).style.stroke || (node as SVGElement).style.fill,
    );
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(colour).toMatch(/^var\(--sb-/);
  });

  it('shows a picture URL as a decorative image', () => {
    const { container } = renderWithKit(<Empty image="https://cdn.example/empty.png" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.example/empty.png');
    expect(img).toHaveAttribute('alt', '');
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows any node as the picture', () => {
    renderWithKit(<Empty image={<span data-testid="custom">★</span>} />);
    expect(screen.getByTestId('custom')).toBeInTheDocument();
  });

  it('sizes the picture 160 px by default, or as given', () => {
    expect(EMPTY_IMAGE_SIZE).toBe(160);
    const { container, rerender } = renderWithKit(<Empty />);
    const box = () => container.querySelector('svg')?.parentElement as HTMLElement;
    expect(getComputedStyle(box()).width).toBe(`${EMPTY_IMAGE_SIZE}px`);
    rerender(<Empty imageSize={[90, '4rem']} />);
    expect(getComputedStyle(box()).width).toBe('90px');
    expect(getComputedStyle(box()).height).toBe('4rem');
  });

  it('takes a description of its own, or none', () => {
    const { rerender } = renderWithKit(<Empty description="No boxes opened yet" />);
    expect(screen.getByText('No boxes opened yet')).toBeInTheDocument();
    rerender(<Empty description={null} />);
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(document.querySelector('p')).toBeNull();
  });

  it('shows its children under the description', () => {
    renderWithKit(
      <Empty image="network">
        <button type="button">Retry</button>
      </Empty>,
    );
    const description = screen.getByText('网络不给力，请稍后重试');
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(description.compareDocumentPosition(button)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Empty className="extra" style={{ margin: 3 }} data-testid="e" aria-describedby="hint" />,
    );
    const root = screen.getByTestId('e');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(root).toHaveAttribute('aria-describedby', 'hint');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <div>
        <Empty image="search" />
        <Empty image="https://cdn.example/empty.png">
          <button type="button">Retry</button>
        </Empty>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
