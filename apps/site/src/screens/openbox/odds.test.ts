import { describe, expect, it } from 'vitest';
import { BOX_ITEMS, goods, present } from '../../testing/gameFixtures';
import { byValue, isTopTier, oddsByRarity, rarityTier } from './odds';

describe('oddsByRarity', () => {
  it('sums the chance of each rarity, commonest first', () => {
    expect(oddsByRarity(BOX_ITEMS).map((t) => [t.quality, t.percent])).toEqual([
      ['mil-spec', 60],
      ['restricted', 30],
      ['classified', 9],
      ['covert', 1],
    ]);
  });

  it('counts ★ knives and gloves as a gold tier of their own, last', () => {
    const knife = {
      ...present(BOX_ITEMS[3]),
      goods: goods(9, { name: '★ 爪子刀 | 渐变之色', quality: 'covert' }),
      probability: '0.2600',
    };
    const tiers = oddsByRarity([...BOX_ITEMS, knife]);
    expect(tiers.at(-1)).toEqual({
      quality: 'contraband',
      grade: 'covert',
      special: true,
      percent: 0.26,
    });
    expect(tiers.find((t) => t.quality === 'covert')?.percent).toBe(1);
  });

  it('counts agent grades with the weapon grade they sit beside', () => {
    const agent = {
      ...present(BOX_ITEMS[0]),
      goods: goods(8, { quality: 'agentMaster' }),
      probability: '2.0000',
    };
    expect(oddsByRarity([agent])).toEqual([
      { quality: 'covert', grade: 'agentMaster', special: false, percent: 2 },
    ]);
  });
});

describe('byValue', () => {
  it('puts the dearest item first', () => {
    expect(byValue(BOX_ITEMS).map((item) => item.goods.price)).toEqual([
      '115.02',
      '28.67',
      '3.55',
      '0.60',
    ]);
  });
});

describe('isTopTier', () => {
  it('celebrates Covert, Contraband and ★ specials only', () => {
    expect(isTopTier(goods(1, { quality: 'covert' }))).toBe(true);
    expect(isTopTier(goods(1, { quality: 'contraband' }))).toBe(true);
    expect(isTopTier(goods(1, { name: '★ 运动手套 | 潘多拉之盒', quality: 'covert' }))).toBe(true);
    expect(isTopTier(goods(1, { quality: 'classified' }))).toBe(false);
  });
});

describe('rarityTier', () => {
  it('ranks drops from the commonest (0) to Covert, Contraband and ★ specials (4)', () => {
    expect(rarityTier(goods(1, { quality: 'consumer' }))).toBe(0);
    expect(rarityTier(goods(1, { quality: 'industrial' }))).toBe(0);
    expect(rarityTier(goods(1, { quality: 'milSpec' }))).toBe(1);
    expect(rarityTier(goods(1, { quality: 'restricted' }))).toBe(2);
    expect(rarityTier(goods(1, { quality: 'classified' }))).toBe(3);
    expect(rarityTier(goods(1, { quality: 'covert' }))).toBe(4);
    expect(rarityTier(goods(1, { name: '★ Karambit | Doppler', quality: 'restricted' }))).toBe(4);
    // Agents by the weapon grade beside them.
    expect(rarityTier(goods(1, { quality: 'agentExceptional' }))).toBe(2);
    expect(rarityTier(goods(1, { quality: 'agentMaster' }))).toBe(4);
  });
});
