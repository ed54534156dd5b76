import { defineMessage, defineMessages } from 'react-intl';

export const personalHeadMessages = defineMessages({
  title: { id: 'personalHead.title', defaultMessage: '头像与头像框' },
  avatars: { id: 'personalHead.avatars', defaultMessage: '选择头像' },
  avatar: defineMessage<{ id: number }>({ id: 'personalHead.avatar', defaultMessage: '头像 {id}' }),
  frames: { id: 'personalHead.frames', defaultMessage: '头像框' },
  noFrame: { id: 'personalHead.noFrame', defaultMessage: '不使用头像框' },
  frameLocked: defineMessage<{ name: string; level: number }>({
    id: 'personalHead.frameLocked',
    defaultMessage: '{name}（VIP{level}解锁）',
  }),
  upload: { id: 'personalHead.upload', defaultMessage: '上传自定义头像' },
  uploadNeedsVip: defineMessage<{ level: number }>({
    id: 'personalHead.uploadNeedsVip',
    defaultMessage: 'VIP{level}及以上可上传自定义头像',
  }),
  reviewing: { id: 'personalHead.reviewing', defaultMessage: '头像审核中' },
  passed: { id: 'personalHead.passed', defaultMessage: '头像审核通过' },
  failed: { id: 'personalHead.failed', defaultMessage: '头像审核未通过' },
  saved: { id: 'personalHead.saved', defaultMessage: '已更换' },
});
