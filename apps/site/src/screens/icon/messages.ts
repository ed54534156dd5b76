import { defineMessage, defineMessages } from 'react-intl';

export const iconMessages = {
  ...defineMessages({
    intro: {
      id: 'icon.intro',
      defaultMessage: '头像框随 VIP 等级解锁，提升等级即可使用更高级的头像框。',
    },
    frames: { id: 'icon.frames', defaultMessage: '头像框' },
    avatars: { id: 'icon.avatars', defaultMessage: '系统头像' },
    inUse: { id: 'icon.inUse', defaultMessage: '使用中' },
    use: { id: 'icon.use', defaultMessage: '使用' },
    removeFrame: { id: 'icon.removeFrame', defaultMessage: '不使用头像框' },
    seeVip: { id: 'icon.seeVip', defaultMessage: '查看 VIP 特权' },
    changed: { id: 'icon.changed', defaultMessage: '已更换' },
  }),
  myLevel: defineMessage<{ level: number }>({
    id: 'icon.myLevel',
    defaultMessage: '我的等级 VIP{level}',
  }),
  level: defineMessage<{ level: number }>({ id: 'icon.level', defaultMessage: 'VIP{level}' }),
  locked: defineMessage<{ level: number }>({
    id: 'icon.locked',
    defaultMessage: 'VIP{level} 解锁',
  }),
  avatar: defineMessage<{ id: number }>({ id: 'icon.avatar', defaultMessage: '头像 {id}' }),
  upload: defineMessage<{ level: number }>({
    id: 'icon.upload',
    defaultMessage: 'VIP{level} 及以上可在个人中心上传自定义头像',
  }),
};
