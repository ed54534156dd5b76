import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of the side menu (its sheet, panel and switches), apart from the chrome's (messages.ts):
 * the menu loads when first opened, and its texts with it, not with the first screen.
 */
export const sideMenuMessages = defineMessages({
  menu: { id: 'chrome.menu', defaultMessage: '菜单' },
  sound: { id: 'chrome.sound', defaultMessage: '音效' },
  animation: { id: 'chrome.animation', defaultMessage: '动画' },
  menuGames: { id: 'chrome.menuGames', defaultMessage: '游戏' },
  menuRewards: { id: 'chrome.menuRewards', defaultMessage: '福利' },
  menuAccount: { id: 'chrome.menuAccount', defaultMessage: '账户' },
  menuSupport: { id: 'chrome.menuSupport', defaultMessage: '帮助与客服' },
  liveDrops: { id: 'chrome.liveDrops', defaultMessage: '实时掉落' },
  logout: { id: 'chrome.logout', defaultMessage: '退出登录' },
  groups: { id: 'chrome.groups', defaultMessage: '官方群' },
  service: { id: 'chrome.service', defaultMessage: '在线客服' },
  points: { id: 'chrome.points', defaultMessage: '积分' },
  registerPacket: { id: 'chrome.registerPacket', defaultMessage: '领取注册红包' },
  guestTitle: { id: 'chrome.guestTitle', defaultMessage: '登录后即可开箱' },
});

/** The player's VIP level as the side menu's badge shows it. */
export const vipLevelMessage = defineMessage<{ level: number }>({
  id: 'chrome.vipLevel',
  defaultMessage: 'VIP{level}',
});

/** A side menu entry's "claimable now" count, read to screen readers beside its name. */
export const claimableMessage = defineMessage<{ count: number }>({
  id: 'chrome.claimable',
  defaultMessage: '{count} 项可领取',
});
