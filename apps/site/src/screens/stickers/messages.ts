import { defineMessage, defineMessages } from 'react-intl';

export const stickerMessages = {
  ...defineMessages({
    heading: { id: 'stickers.heading', defaultMessage: '贴纸图鉴' },
    rules: {
      id: 'stickers.rules',
      defaultMessage:
        '活动中获得的贴纸会放入图鉴。每种贴纸激活一张即可点亮；点亮全部贴纸后可领取一次图鉴奖励。',
    },
    activate: { id: 'stickers.activate', defaultMessage: '激活' },
    active: { id: 'stickers.active', defaultMessage: '已点亮' },
    missing: { id: 'stickers.missing', defaultMessage: '未获得' },
    claimed: { id: 'stickers.claimed', defaultMessage: '图鉴奖励已领取' },
    album: { id: 'stickers.album', defaultMessage: '我的贴纸' },
    progressLabel: { id: 'stickers.progressLabel', defaultMessage: '图鉴进度' },
  }),
  progress: defineMessage<{ active: number; total: number }>({
    id: 'stickers.progress',
    defaultMessage: '已点亮 {active}/{total}',
  }),
  owned: defineMessage<{ count: number }>({
    id: 'stickers.owned',
    defaultMessage: '未激活 ×{count}',
  }),
  claim: defineMessage<{ amount: string }>({
    id: 'stickers.claim',
    defaultMessage: '领取 {amount} 金币',
  }),
  locked: defineMessage<{ amount: string }>({
    id: 'stickers.locked',
    defaultMessage: '点亮全部贴纸可领取 {amount} 金币',
  }),
  paid: defineMessage<{ amount: string }>({
    id: 'stickers.paid',
    defaultMessage: '领取成功，{amount} 金币已到账',
  }),
  activated: defineMessage<{ name: string }>({
    id: 'stickers.activated',
    defaultMessage: '已点亮 {name}',
  }),
};
