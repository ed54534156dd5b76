import { describe, expect, it } from 'vitest';
import {
  ART_HEIGHT,
  ART_WIDTH,
  SPECIAL_GOLD,
  caseArtSvg,
  isSpecial,
  itemArtSvg,
  paletteOf,
  silhouetteOf,
} from './art';

const redline = { name: 'AK-47 | Redline', category: 'rifle', rarityColor: '#d32ce6' };

describe('generated art', () => {
  it('draws at the 4:3 size the site shows goods at', () => {
    expect([ART_WIDTH, ART_HEIGHT]).toEqual([256, 192]);
    expect(itemArtSvg(redline)).toContain('viewBox="0 0 256 192"');
  });

  it.each([
    ['rifle', 'AK-47 | Redline', 'rifle'],
    ['rifle', 'AWP | Asiimov', 'sniper'],
    ['rifle', 'SSG 08 | Blood in the Water', 'sniper'],
    ['secondary', 'Desert Eagle | Blaze', 'pistol'],
    ['smg', 'MP9 | Hydra', 'smg'],
    ['heavy', 'Nova | Hyper Beast', 'heavy'],
    ['melee', '★ Karambit', 'knife'],
    ['glove', '★ Sport Gloves | Vice', 'glove'],
  ])('gives a %s named %s the %s silhouette', (category, name, silhouette) => {
    expect(silhouetteOf(category, name)).toBe(silhouette);
  });

  it('paints the same name the same way every time', () => {
    expect(paletteOf('AK-47 | Redline')).toEqual(paletteOf('AK-47 | Redline'));
    expect(itemArtSvg(redline)).toBe(itemArtSvg(redline));
  });

  it('paints different names differently', () => {
    expect(paletteOf('AK-47 | Redline')).not.toEqual(paletteOf('AK-47 | Vulcan'));
  });

  it('glows in the rarity colour of an ordinary skin, without a star', () => {
    const svg = itemArtSvg(redline);
    expect(svg).toContain('stop-color="#d32ce6"');
    expect(svg).not.toContain(SPECIAL_GOLD);
  });

  it('glows gold with a ★ mark on knives and gloves, not in Covert red', () => {
    expect(isSpecial('melee') && isSpecial('glove')).toBe(true);
    const svg = itemArtSvg({ name: '★ Karambit', category: 'melee', rarityColor: '#eb4b4b' });
    expect(svg).toContain(`stop-color="${SPECIAL_GOLD}"`);
    expect(svg).not.toContain('#eb4b4b');
    expect(SPECIAL_GOLD).toBe('#e4ae39');
  });

  it('names the picture, escaping the name', () => {
    expect(itemArtSvg({ ...redline, name: 'A & "B"' })).toContain(
      'aria-label="A &amp; &quot;B&quot;"',
    );
  });

  it('draws a case as a crate in its own colours', () => {
    const svg = caseArtSvg({ name: 'Chroma Case' });
    expect(svg).toContain(paletteOf('Chroma Case').from);
    expect(svg).not.toBe(caseArtSvg({ name: 'Gamma Case' }));
  });
});
