import type { LocalizedName } from '../../../db/schema/catalogue';

export interface AmmoBoxPlan {
  /** Price in ammo. */
  priceAmmo: number;
  names: LocalizedName;
}

/**
 * The ammo boxes made at the first start, cheapest first: prices a refined bag reaches in steps,
 * each named for the calibre it suggests.
 */
export const AMMO_BOX_PLANS: readonly AmmoBoxPlan[] = [
  {
    priceAmmo: 5,
    names: {
      zh: '手枪弹药箱',
      en: 'Pistol Ammo Box',
      vi: 'Hộp đạn súng lục',
      ko: '권총 탄약 상자',
      tw: '手槍彈藥箱',
    },
  },
  {
    priceAmmo: 20,
    names: {
      zh: '冲锋枪弹药箱',
      en: 'SMG Ammo Box',
      vi: 'Hộp đạn tiểu liên',
      ko: '기관단총 탄약 상자',
      tw: '衝鋒槍彈藥箱',
    },
  },
  {
    priceAmmo: 60,
    names: {
      zh: '步枪弹药箱',
      en: 'Rifle Ammo Box',
      vi: 'Hộp đạn súng trường',
      ko: '소총 탄약 상자',
      tw: '步槍彈藥箱',
    },
  },
  {
    priceAmmo: 200,
    names: {
      zh: '狙击弹药箱',
      en: 'Sniper Ammo Box',
      vi: 'Hộp đạn bắn tỉa',
      ko: '저격 탄약 상자',
      tw: '狙擊彈藥箱',
    },
  },
];
