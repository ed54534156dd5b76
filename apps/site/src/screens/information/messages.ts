import { defineMessage, defineMessages } from 'react-intl';

export const informationMessages = defineMessages({
  title: { id: 'information.title', defaultMessage: '站内信' },
  detailTitle: { id: 'information.detailTitle', defaultMessage: '消息详情' },
  unread: { id: 'information.unread', defaultMessage: '未读' },
  empty: { id: 'information.empty', defaultMessage: '暂无消息' },
  readAll: { id: 'information.readAll', defaultMessage: '全部已读' },
  deleteRead: { id: 'information.deleteRead', defaultMessage: '删除已读' },
  deleteReadConfirm: {
    id: 'information.deleteReadConfirm',
    defaultMessage: '确定删除全部已读消息吗？删除后无法恢复。',
  },
  deleted: defineMessage<{ count: number }>({
    id: 'information.deleted',
    defaultMessage: '已删除 {count} 条已读消息',
  }),
  more: { id: 'information.more', defaultMessage: '加载更多' },
  noMore: { id: 'information.noMore', defaultMessage: '没有更多了' },
  notFound: { id: 'information.notFound', defaultMessage: '消息不存在或已删除' },
  toList: { id: 'information.toList', defaultMessage: '返回消息列表' },
});
