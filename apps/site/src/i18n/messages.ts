import type { Locale } from '@skinbox/ui';

const zh = {
  'site.title': 'SkinBox',
  'route.home': '首页',
  'home.heading': 'CS2 开箱',
  'home.server.ok': '服务器在线',
  'home.server.down': '服务器暂时无法连接',
};

type SiteMessages = Record<keyof typeof zh, string>;

/** The site's catalogues; zh is the default language (SPEC section 1). */
export const siteMessages: Record<Locale, SiteMessages> = {
  zh,
  en: {
    'site.title': 'SkinBox',
    'route.home': 'Home',
    'home.heading': 'CS2 case opening',
    'home.server.ok': 'Server online',
    'home.server.down': 'The server cannot be reached right now',
  },
  vi: {
    'site.title': 'SkinBox',
    'route.home': 'Trang chủ',
    'home.heading': 'Mở hòm CS2',
    'home.server.ok': 'Máy chủ trực tuyến',
    'home.server.down': 'Hiện không kết nối được máy chủ',
  },
  ko: {
    'site.title': 'SkinBox',
    'route.home': '홈',
    'home.heading': 'CS2 상자 열기',
    'home.server.ok': '서버 온라인',
    'home.server.down': '지금은 서버에 연결할 수 없습니다',
  },
  tw: {
    'site.title': 'SkinBox',
    'route.home': '首頁',
    'home.heading': 'CS2 開箱',
    'home.server.ok': '伺服器在線',
    'home.server.down': '伺服器暫時無法連線',
  },
};
