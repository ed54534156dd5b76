import {
  EXTERIORS,
  QUALITY_GRADES,
  type Exterior,
  type Locale,
  type QualityGrade,
} from '@skinbox/api';

type Names = Record<Locale, string>;

/** CS2 rarity colours and names (the in-game terms of each language). */
const qualities: Record<QualityGrade, { color: string; name: Names }> = {
  consumer: {
    color: '#b0c3d9',
    name: {
      zh: '消费级',
      en: 'Consumer Grade',
      vi: 'Hàng tiêu dùng',
      ko: '일반 등급',
      tw: '消費級',
    },
  },
  industrial: {
    color: '#5e98d9',
    name: {
      zh: '工业级',
      en: 'Industrial Grade',
      vi: 'Hàng công nghiệp',
      ko: '산업 등급',
      tw: '工業級',
    },
  },
  milSpec: {
    color: '#4b69ff',
    name: { zh: '军规级', en: 'Mil-Spec', vi: 'Hàng quân sự', ko: '밀스펙 등급', tw: '軍規級' },
  },
  restricted: {
    color: '#8847ff',
    name: { zh: '受限', en: 'Restricted', vi: 'Hàng giới hạn', ko: '제한 등급', tw: '受限' },
  },
  classified: {
    color: '#d32ce6',
    name: { zh: '保密', en: 'Classified', vi: 'Hàng tuyệt mật', ko: '비밀 등급', tw: '保密' },
  },
  covert: {
    color: '#eb4b4b',
    name: { zh: '隐秘', en: 'Covert', vi: 'Hàng cấm', ko: '은밀 등급', tw: '隱密' },
  },
  contraband: {
    color: '#e4ae39',
    name: { zh: '违禁', en: 'Contraband', vi: 'Hàng lậu', ko: '밀수품', tw: '違禁' },
  },
  agentDistinguished: {
    color: '#4b69ff',
    name: { zh: '卓越', en: 'Distinguished', vi: 'Xuất sắc', ko: '뛰어난', tw: '卓越' },
  },
  agentExceptional: {
    color: '#8847ff',
    name: { zh: '非凡', en: 'Exceptional', vi: 'Phi thường', ko: '특출한', tw: '非凡' },
  },
  agentSuperior: {
    color: '#d32ce6',
    name: { zh: '奇异', en: 'Superior', vi: 'Ưu việt', ko: '탁월한', tw: '奇異' },
  },
  agentMaster: {
    color: '#eb4b4b',
    name: { zh: '大师', en: 'Master', vi: 'Bậc thầy', ko: '마스터', tw: '大師' },
  },
};

const exteriors: Record<Exterior, Names> = {
  factoryNew: {
    zh: '崭新出厂',
    en: 'Factory New',
    vi: 'Mới xuất xưởng',
    ko: '공장 출고',
    tw: '嶄新出廠',
  },
  minimalWear: {
    zh: '略有磨损',
    en: 'Minimal Wear',
    vi: 'Hơi mòn',
    ko: '약간의 사용감',
    tw: '略有磨損',
  },
  fieldTested: {
    zh: '久经沙场',
    en: 'Field-Tested',
    vi: 'Qua thực chiến',
    ko: '오래 사용된',
    tw: '久經沙場',
  },
  wellWorn: { zh: '破损不堪', en: 'Well-Worn', vi: 'Mòn nhiều', ko: '많이 사용된', tw: '破損不堪' },
  battleScarred: {
    zh: '战痕累累',
    en: 'Battle-Scarred',
    vi: 'Đầy vết chiến',
    ko: '전투로 상처투성이',
    tw: '戰痕累累',
  },
};

/** The item categories of the mall and box filters. */
export const GOODS_CATEGORIES = [
  'rifle',
  'pistol',
  'smg',
  'heavy',
  'knife',
  'gloves',
  'agent',
  'sticker',
] as const;
const categories: Record<(typeof GOODS_CATEGORIES)[number], Names> = {
  rifle: { zh: '步枪', en: 'Rifles', vi: 'Súng trường', ko: '소총', tw: '步槍' },
  pistol: { zh: '手枪', en: 'Pistols', vi: 'Súng lục', ko: '권총', tw: '手槍' },
  smg: { zh: '微型冲锋枪', en: 'SMGs', vi: 'Súng tiểu liên', ko: '기관단총', tw: '微型衝鋒槍' },
  heavy: { zh: '重型武器', en: 'Heavy', vi: 'Vũ khí hạng nặng', ko: '중화기', tw: '重型武器' },
  knife: { zh: '匕首', en: 'Knives', vi: 'Dao', ko: '나이프', tw: '匕首' },
  gloves: { zh: '手套', en: 'Gloves', vi: 'Găng tay', ko: '장갑', tw: '手套' },
  agent: { zh: '探员', en: 'Agents', vi: 'Đặc vụ', ko: '요원', tw: '探員' },
  sticker: { zh: '印花', en: 'Stickers', vi: 'Hình dán', ko: '스티커', tw: '印花' },
};

export function goodsAttributes(locale: Locale) {
  return {
    qualities: QUALITY_GRADES.map((key) => ({
      key,
      name: qualities[key].name[locale],
      color: qualities[key].color,
    })),
    exteriors: EXTERIORS.map((key) => ({ key, name: exteriors[key][locale] })),
    categories: GOODS_CATEGORIES.map((key) => ({ key, name: categories[key][locale] })),
  };
}
