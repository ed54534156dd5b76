import type { Layout } from '../../layout/device';
import type { InformationDetailScreen } from './useInformationDetailScreen';

/** One message as designers review it: found, looked for, and not found. */
export function detailDesignerState(
  state: 'message' | 'loading' | 'notFound',
  layout: Layout = 'm',
): InformationDetailScreen {
  return {
    layout,
    message:
      state === 'message'
        ? {
            id: 3,
            title: '提取成功',
            content: '你的饰品已发货，请在Steam查收。\n如未收到，请联系客服。',
            isRead: true,
            createdAt: '2026-11-20T10:00:00.000Z',
          }
        : state === 'loading'
          ? undefined
          : null,
  };
}
