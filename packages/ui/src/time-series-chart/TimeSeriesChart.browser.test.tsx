import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider';
import { TimeSeriesChart } from './TimeSeriesChart';

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 1);
const series = [
  {
    id: 'deposits',
    label: 'Deposits',
    points: Array.from({ length: 14 }, (_, day) => ({
      time: start + day * DAY,
      value: 1000 + ((day * 37) % 11) * 150,
    })),
  },
];

/** In chromium, with uPlot itself: it draws on a canvas the size of its container and follows it. */
describe('TimeSeriesChart in a browser', () => {
  it('draws into a canvas as wide as its container, and follows the container', async () => {
    const { container } = render(
      <KitProvider>
        <div data-testid="frame" style={{ width: 600 }}>
          <TimeSeriesChart label="Deposits per day" series={series} height={180} />
        </div>
      </KitProvider>,
    );
    const canvas = await waitFor(() => {
      const found = container.querySelector('canvas');
      if (!found) throw new Error('no canvas yet');
      return found;
    });
    expect(canvas.getBoundingClientRect().width).toBeCloseTo(600, 0);
    expect(canvas.getBoundingClientRect().height).toBeCloseTo(180, 0);
    // uPlot's own style sheet arrived with it: the cursor overlay is positioned absolutely.
    const over = container.querySelector<HTMLElement>('.u-over');
    expect(over && getComputedStyle(over).position).toBe('absolute');
    // Something was drawn: the canvas holds pixels that are not transparent.
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    expect(pixels?.some((channel, index) => index % 4 === 3 && channel > 0)).toBe(true);

    const frame = container.querySelector<HTMLElement>('[data-testid="frame"]');
    if (frame) frame.style.width = '320px';
    await waitFor(() => expect(canvas.getBoundingClientRect().width).toBeCloseTo(320, 0));
  });
});
