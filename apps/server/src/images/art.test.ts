import { describe, expect, it } from 'vitest';
import {
  ART_HEIGHT,
  ART_WIDTH,
  CASE_SHAPES,
  SPECIAL_GOLD,
  caseArtSvg,
  caseShapeOf,
  itemArtSvg,
  modelAndFinish,
  silhouetteOf,
} from './art';
import { isSpecial } from '../catalogue/rules/special';
import { finishFamily, paletteOf } from './finishes';
import { GLOVE_TYPES } from './silhouettes/gloves';
import { GUNS } from './silhouettes/guns';
import { KNIFE_TYPES } from './silhouettes/knives';
import { pathOf } from './silhouettes/shapes';

const redline = { name: 'AK-47 | Redline', category: 'rifle', rarityColor: '#d32ce6' };

/** A silhouette as one string, to tell two apart. */
const drawn = (category: string, name: string) => {
  const silhouette = silhouetteOf(category, name);
  return `${pathOf(silhouette.parts)}|${pathOf(silhouette.holes ?? [])}`;
};

describe('generated art', () => {
  it('draws at the 4:3 size the site shows goods at', () => {
    expect([ART_WIDTH, ART_HEIGHT]).toEqual([256, 192]);
    expect(itemArtSvg(redline)).toContain('viewBox="0 0 256 192"');
  });

  it('draws every CS2 gun model, knife type and glove type apart', () => {
    const guns = Object.keys(GUNS).map((model) => drawn('rifle', model));
    const knives = KNIFE_TYPES.map((type) => drawn('melee', type));
    const gloves = GLOVE_TYPES.map((type) => drawn('glove', type));
    // 34 guns and the Zeus, 20 knife types and the default knife, 10 glove types.
    expect([guns.length, knives.length, gloves.length]).toEqual([35, 21, 10]);
    const all = [...guns, ...knives, ...gloves];
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds the model in a catalogue name, finish or not, ★ or StatTrak™', () => {
    expect(modelAndFinish('AK-47 | Redline')).toEqual({ model: 'AK-47', finish: 'Redline' });
    expect(modelAndFinish('★ Karambit')).toEqual({ model: 'Karambit', finish: null });
    expect(modelAndFinish('StatTrak™ M4A1-S | Hyper Beast')).toEqual({
      model: 'M4A1-S',
      finish: 'Hyper Beast',
    });
    expect(drawn('melee', 'Karambit | Fade')).toBe(drawn('melee', 'Karambit'));
  });

  it("stands a model the art does not know in for its category's", () => {
    expect(drawn('rifle', 'M5A9 | New')).toBe(drawn('rifle', 'M4A4'));
    expect(drawn('melee', 'Spork | Fade')).toBe(drawn('melee', 'Knife'));
  });

  it.each([
    ['Fade', 'fade'],
    ['Marble Fade', 'marble'],
    ['Gamma Doppler', 'marble'],
    ['Tiger Tooth', 'tiger'],
    ['Case Hardened', 'caseHardened'],
    ['Crimson Web', 'web'],
    ['Slaughter', 'slaughter'],
    ['Safari Mesh', 'hex'],
    ['Urban Masked', 'camo'],
    ['Damascus Steel', 'damascus'],
    ['Night', 'steel'],
  ])('paints the %s finish as players know it (%s)', (finish, family) => {
    expect(finishFamily(finish)).toBe(family);
  });

  it('paints a vanilla knife as bare steel, and two finishes of one gun apart', () => {
    expect(finishFamily(null)).toBe('steel');
    expect(itemArtSvg({ ...redline, name: 'AK-47 | Fade' })).not.toBe(
      itemArtSvg({ ...redline, name: 'AK-47 | Case Hardened' }),
    );
  });

  it('paints the same name the same way every time', () => {
    expect(paletteOf('AK-47 | Redline')).toEqual(paletteOf('AK-47 | Redline'));
    expect(itemArtSvg(redline)).toBe(itemArtSvg(redline));
  });

  it('glows in the rarity colour of an ordinary skin, without a star', () => {
    const svg = itemArtSvg(redline);
    expect(svg).toContain('stop-color="#d32ce6"');
    expect(svg).not.toContain(SPECIAL_GOLD);
  });

  it('glows gold with a ★ mark on knives and gloves, not in Covert red', () => {
    expect(isSpecial('melee') && isSpecial('glove')).toBe(true);
    const svg = itemArtSvg({ name: 'Karambit', category: 'melee', rarityColor: '#eb4b4b' });
    expect(svg).toContain(`stop-color="${SPECIAL_GOLD}"`);
    expect(svg).not.toContain('#eb4b4b');
    expect(SPECIAL_GOLD).toBe('#e4ae39');
  });

  it('names the picture, escaping the name', () => {
    expect(itemArtSvg({ ...redline, name: 'A & "B"' })).toContain(
      'aria-label="A &amp; &quot;B&quot;"',
    );
  });

  it('draws cases as containers of several kinds, each in its own colours', () => {
    const names = ['Chroma Case', 'Gamma Case', 'Spectrum Case', 'Clutch Case', 'Prisma Case'];
    const shapes = new Set(
      [...names, 'Horizon Case', 'Fracture Case', 'Danger Zone Case'].map(caseShapeOf),
    );
    expect(shapes.size).toBeGreaterThanOrEqual(4);
    expect([...shapes].every((shape) => CASE_SHAPES.includes(shape))).toBe(true);
    const svg = caseArtSvg({ name: 'Chroma Case' });
    expect(svg).toContain(paletteOf('Chroma Case').from);
    expect(new Set(names.map((name) => caseArtSvg({ name }))).size).toBe(names.length);
  });

  it("shows a case's best drop rising out of it, in that item's own silhouette", () => {
    const best = { name: 'Karambit | Fade', category: 'melee', rarityColor: '#eb4b4b' };
    const svg = caseArtSvg({ name: 'Chroma Case', best });
    expect(svg).toContain(pathOf(silhouetteOf('melee', 'Karambit').parts).slice(0, 40));
    expect(svg).toContain(`stop-color="${SPECIAL_GOLD}"`);
    expect(caseArtSvg({ name: 'Chroma Case' })).not.toContain(SPECIAL_GOLD);
  });
});
