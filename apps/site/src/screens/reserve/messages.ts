import { defineMessage, defineMessages } from 'react-intl';

export const reserveMessages = {
  ...defineMessages({
    intro: {
      id: 'reserve.intro',
      defaultMessage: '预约即将开启的活动和宝箱，开启时会通过站内信第一时间通知您。',
    },
    empty: { id: 'reserve.empty', defaultMessage: '暂无可预约的活动，敬请期待' },
    reserve: { id: 'reserve.reserve', defaultMessage: '立即预约' },
    reserved: { id: 'reserve.reserved', defaultMessage: '已预约' },
    done: { id: 'reserve.done', defaultMessage: '预约成功，开启时将通过站内信通知您' },
    opened: { id: 'reserve.opened', defaultMessage: '已开启' },
    go: { id: 'reserve.go', defaultMessage: '前往参与' },
    kindBox: { id: 'reserve.kindBox', defaultMessage: '宝箱' },
    kindEvent: { id: 'reserve.kindEvent', defaultMessage: '活动' },
    signIn: { id: 'reserve.signIn', defaultMessage: '登录后预约' },
    opensIn: { id: 'reserve.opensIn', defaultMessage: '距开启' },
  }),
  opensAt: defineMessage<{ time: string }>({
    id: 'reserve.opensAt',
    defaultMessage: '开启时间 {time}',
  }),
  reservations: defineMessage<{ count: number }>({
    id: 'reserve.reservations',
    defaultMessage: '{count} 人已预约',
  }),
};
