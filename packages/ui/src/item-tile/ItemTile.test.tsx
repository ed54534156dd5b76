import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { storyItem } from '../testing/storyItems';
import { ITEM_TILE_WIDTH, ItemTile } from './ItemTile';

describe('ItemTile', () => {
  it('names the picture and shows name, wear and price', () => {
    renderWithKit(<ItemTile {...storyItem('Redline')} />);
    expect(screen.getByRole('img', { name: 'AK-47 | Redline' })).toBeInTheDocument();
    expect(screen.getByText('Field-Tested')).toBeInTheDocument();
    expect(screen.getByText('35')).toBeInTheDocument();
  });

  it('draws its rarity colour along the bottom', () => {
    renderWithKit(<ItemTile {...storyItem('Redline')} data-testid="tile" />);
    expect(getComputedStyle(screen.getByTestId('tile')).borderBottomColor).toBe(
      'var(--sb-rarity-classified)',
    );
  });

  it('draws a ★ special in gold instead of its Covert red, with a ★', () => {
    renderWithKit(<ItemTile {...storyItem('Karambit')} data-testid="tile" />);
    expect(getComputedStyle(screen.getByTestId('tile')).borderBottomColor).toBe(
      'var(--sb-rarity-contraband)',
    );
    expect(screen.getByText('★')).toBeInTheDocument();
  });

  it('marks StatTrak™ items', () => {
    renderWithKit(<ItemTile {...storyItem('Asiimov')} />, { locale: 'zh' });
    expect(screen.getByText('StatTrak™')).toBeInTheDocument();
  });

  it('keeps a long name on one line, cut with an ellipsis, and its full text as a title', () => {
    const name = 'Sawed-Off | The Kraken Extraordinarily Long Name';
    renderWithKit(<ItemTile {...storyItem('Redline')} name={name} />);
    const label = screen.getByTitle(name);
    expect(getComputedStyle(label).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(label).textOverflow).toBe('ellipsis');
  });

  it('is 120 px wide at medium size, the reel tile width on a phone', () => {
    expect(ITEM_TILE_WIDTH).toEqual({ small: 96, medium: 120, large: 240 });
    renderWithKit(<ItemTile {...storyItem('Redline')} data-testid="tile" />);
    expect(getComputedStyle(screen.getByTestId('tile')).width).toBe('120px');
  });

  it('fills its grid cell when asked, its picture keeping 4:3', () => {
    renderWithKit(<ItemTile {...storyItem('Redline')} fill data-testid="tile" />);
    expect(getComputedStyle(screen.getByTestId('tile')).width).toBe('100%');
  });

  it('shows a note under the price', () => {
    renderWithKit(<ItemTile {...storyItem('Redline')} note="0.26 %" />);
    expect(screen.getByText('0.26 %')).toBeInTheDocument();
  });

  it('is a plain tile without onToggle, a toggle button with it', async () => {
    const { rerender } = renderWithKit(<ItemTile {...storyItem('Redline')} />);
    expect(screen.queryByRole('button')).toBeNull();
    const toggled: boolean[] = [];
    rerender(<ItemTile {...storyItem('Redline')} selected onToggle={() => toggled.push(true)} />);
    const button = screen.getByRole('button', { name: /AK-47 \| Redline/, pressed: true });
    button.click();
    expect(toggled).toEqual([true]);
    rerender(<ItemTile {...storyItem('Redline')} selected={false} onToggle={() => {}} />);
    expect(screen.getByRole('button', { pressed: false })).toHaveAttribute('type', 'button');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <>
        <ItemTile {...storyItem('Karambit')} />
        <ItemTile {...storyItem('Redline')} selected onToggle={() => {}} note="x1" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
