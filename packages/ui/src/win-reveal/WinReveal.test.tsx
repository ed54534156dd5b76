import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { storyItem } from '../testing/storyItems';
import {
  WIN_REVEAL_FLASH_DURATION,
  WIN_REVEAL_ZOOM_DURATION,
  WinReveal,
  valueMultiple,
} from './WinReveal';

const redline = { ...storyItem('Redline'), price: '35.20' };
const noop = () => {};

describe('WinReveal', () => {
  it.each([
    ['0.50', '10', '0.05'],
    ['32', '10', '3.2'],
    ['10', '10', '1'],
    ['123.4', '10', '12'],
    ['5', '0', ''],
  ])('shows %s won for %s as ×%s', (value, cost, multiple) => {
    expect(valueMultiple(value, cost)).toBe(multiple);
  });

  it('zooms in 450 ms over a 700 ms rarity flash', () => {
    expect([WIN_REVEAL_ZOOM_DURATION, WIN_REVEAL_FLASH_DURATION]).toEqual([450, 700]);
  });

  it('is a group named "You won" showing the item', () => {
    renderWithKit(<WinReveal item={redline} cost="10" onSell={noop} onKeep={noop} />, {
      locale: 'zh',
    });
    expect(screen.getByRole('group', { name: '恭喜获得' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'AK-47 | Redline' })).toBeInTheDocument();
  });

  it('names the value as a multiple of the price', () => {
    renderWithKit(<WinReveal item={redline} cost="10" onSell={noop} onKeep={noop} />);
    expect(screen.getByText('价格的 3.5 倍')).toBeInTheDocument();
    expect(screen.getByText('×3.5')).toHaveAttribute('aria-hidden', 'true');
  });

  it('sells for the item price with a large primary button', () => {
    const onSell = vi.fn();
    renderWithKit(<WinReveal item={redline} cost="10" onSell={onSell} onKeep={noop} />);
    const sell = screen.getByRole('button', { name: /以 .*35.*出售/ });
    fireEvent.click(sell);
    expect(onSell).toHaveBeenCalledTimes(1);
  });

  it('keeps the item', () => {
    const onKeep = vi.fn();
    renderWithKit(<WinReveal item={redline} cost="10" onSell={noop} onKeep={onKeep} />);
    fireEvent.click(screen.getByRole('button', { name: '保留' }));
    expect(onKeep).toHaveBeenCalledTimes(1);
  });

  it('holds Keep while a sale is under way', () => {
    renderWithKit(<WinReveal item={redline} cost="10" selling onSell={noop} onKeep={noop} />);
    expect(screen.getByRole('button', { name: '保留' })).toBeDisabled();
  });

  it('flashes its rarity only while animations are on', () => {
    const { rerender } = renderWithKit(
      <WinReveal item={redline} cost="10" onSell={noop} onKeep={noop} />,
    );
    expect(screen.getByTestId('win-reveal-flash')).toBeInTheDocument();
    rerender(<WinReveal item={redline} cost="10" animate={false} onSell={noop} onKeep={noop} />);
    expect(screen.queryByTestId('win-reveal-flash')).toBeNull();
  });

  it('speaks English when the app does', () => {
    renderWithKit(<WinReveal item={redline} cost="10" onSell={noop} onKeep={noop} />, {
      locale: 'en',
    });
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it("lays out across a wide stage and puts the app's choices between Sell and Keep", () => {
    const again = vi.fn();
    renderWithKit(
      <WinReveal
        item={redline}
        cost="10"
        wide
        onSell={noop}
        onKeep={noop}
        actions={<button onClick={again}>Open again</button>}
      />,
    );
    expect(screen.getByRole('group')).toHaveAttribute('data-wide', 'true');
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual([expect.stringMatching(/出售/), 'Open again', '保留']);
    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('offers no Sell or Keep without their callbacks, and takes its own heading and mark', () => {
    renderWithKit(
      <WinReveal item={redline} cost="10" title="Demo result" badge="Demo · nothing credited" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('group', { name: 'Demo result' })).toBeInTheDocument();
    expect(screen.getByText('Demo · nothing credited')).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <WinReveal item={redline} cost="10" onSell={noop} onKeep={noop} />,
    );
    await expectNoAxeViolations(container);
  });
});
