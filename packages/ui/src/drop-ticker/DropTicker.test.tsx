import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { STORY_ITEMS, storyItem } from '../testing/storyItems';
import { DROP_TICKER_SLIDE_DURATION, DropTicker, type Drop } from './DropTicker';

const drops: Drop[] = STORY_ITEMS.map((item, index) => ({
  ...item,
  id: index,
  player: `player${index}`,
  href: `/m/openbox?boxId=${index + 1}`,
}));

describe('DropTicker', () => {
  it('is a region named live drops, one link per drop to its box', () => {
    renderWithKit(<DropTicker drops={drops} />, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Live drops' });
    expect(region.querySelectorAll('a')).toHaveLength(drops.length);
    expect(screen.getByRole('link', { name: 'AK-47 | Redline player3' })).toHaveAttribute(
      'href',
      '/m/openbox?boxId=4',
    );
  });

  it('keeps names on one line, never breaking a word, with the full name as a title', () => {
    renderWithKit(<DropTicker drops={drops} />);
    const name = screen.getByTitle('M4A4 | Desolate Space');
    expect(getComputedStyle(name).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(name).wordBreak).toBe('keep-all');
  });

  it('slides a new drop in at the front over 400 ms', () => {
    expect(DROP_TICKER_SLIDE_DURATION).toBe(400);
    const { rerender } = renderWithKit(<DropTicker drops={drops.slice(1)} />);
    const newest = {
      ...storyItem('Sand'),
      id: 'new',
      player: 'newcomer',
      href: '/m/openbox?boxId=9',
    };
    rerender(<DropTicker drops={[newest, ...drops.slice(1)]} />);
    expect(screen.getAllByRole('link')[0]).toHaveAccessibleName('P250 | Sand Dune newcomer');
  });

  it('colours each drop by rarity, ★ specials gold', () => {
    renderWithKit(<DropTicker drops={drops} />);
    const knife = screen.getByRole('link', { name: /Karambit/ }).parentElement as HTMLElement;
    expect(getComputedStyle(knife).borderBottomColor).toBe('var(--sb-rarity-contraband)');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<DropTicker drops={drops} />);
    await expectNoAxeViolations(container);
  });
});
