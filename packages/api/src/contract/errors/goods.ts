import type { ErrorCatalogue } from './catalogue';

/** Refusals of the goods listings' name search (bag and mall, issue 30). */
export const goodsErrors = {
  'errors.goodsSearchLength': {
    zh: '搜索的饰品名称需为 1 到 64 个字符',
    en: 'Search for an item name of 1 to 64 characters',
    vi: 'Tên vật phẩm cần tìm phải có từ 1 đến 64 ký tự',
    ko: '검색할 아이템 이름은 1~64자여야 합니다',
    tw: '搜尋的飾品名稱需為 1 到 64 個字元',
  },
} satisfies ErrorCatalogue;
