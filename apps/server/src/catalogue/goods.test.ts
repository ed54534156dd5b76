import { describe, expect, it } from 'vitest';
import { toGoodsSummary, type GoodsRow } from './goods';

const knife: GoodsRow = {
  goodsId: 9,
  names: {
    en: 'Bayonet | Doppler',
    zh: '刺刀 | 多普勒',
    tw: '★ 刺刀 | 都卜勒',
    ko: '대검 | 도플러',
    vi: 'Lưỡi lê | Doppler',
  },
  category: 'melee',
  image: 'images/knife.webp',
  quality: 'covert',
  exterior: 'factoryNew',
  priceCents: 106718n,
};

describe('toGoodsSummary', () => {
  it('names a knife or glove with its ★ in every language, once', () => {
    expect(toGoodsSummary(knife, 'zh', '/assets/items').name).toBe('★ 刺刀 | 多普勒');
    expect(toGoodsSummary(knife, 'en', '/assets/items').name).toBe('★ Bayonet | Doppler');
    expect(toGoodsSummary(knife, 'vi', '/assets/items').name).toBe('★ Lưỡi lê | Doppler');
    expect(toGoodsSummary(knife, 'tw', '/assets/items').name).toBe('★ 刺刀 | 都卜勒');
  });

  it('leaves other items as their localisation names them', () => {
    const rifle = {
      ...knife,
      names: { ...knife.names, en: 'AK-47 | Redline', zh: 'AK-47 | 红线' },
      category: 'rifle',
    };
    expect(toGoodsSummary(rifle, 'zh', '/assets/items').name).toBe('AK-47 | 红线');
  });
});
