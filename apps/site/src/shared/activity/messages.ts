import { defineMessage, defineMessages } from 'react-intl';

export const activityBannerMessages = {
  ...defineMessages({
    endsIn: { id: 'activityBanner.endsIn', defaultMessage: '距活动结束' },
    ended: { id: 'activityBanner.ended', defaultMessage: '活动已结束' },
    notStarted: { id: 'activityBanner.notStarted', defaultMessage: '活动尚未开始' },
  }),
  window: defineMessage<{ start: string; end: string }>({
    id: 'activityBanner.window',
    defaultMessage: '活动时间：{start} – {end}',
  }),
};
