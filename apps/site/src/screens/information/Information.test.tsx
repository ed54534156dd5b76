import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { playerRoutes } from '../account/testing/fixtures';
import { Information } from './Information';
import { InformationDetail } from './InformationDetail';

const messages = [
  {
    id: 2,
    title: '提取成功',
    content: '你的饰品已发货',
    isRead: false,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 1,
    title: '欢迎来到SkinBox',
    content: '祝你好运',
    isRead: true,
    createdAt: '2026-11-19T10:00:00.000Z',
  },
];

function store(extra = {}) {
  let list = messages;
  return mockStore({
    token: 'tok',
    routes: {
      ...playerRoutes(),
      '/api/user/getMessage': () => ({
        list,
        total: list.length,
        noReadMessages: list.filter((x) => !x.isRead).length,
      }),
      '/api/user/delReadyMessage': () => {
        const deleted = list.filter((x) => x.isRead).length;
        list = list.filter((x) => !x.isRead);
        return { deleted };
      },
      '/api/user/readyMessage': () => ({ noReadMessages: 0 }),
      ...extra,
    },
  });
}

describe('Information', () => {
  it('marks the unread messages and keeps the unread count in the store', async () => {
    const s = store();
    renderScreen(<Information layout="m" />, { store: s, path: '/m/information' });
    expect(await screen.findByRole('link', { name: /提取成功.*未读/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /欢迎来到SkinBox/ })).not.toHaveTextContent('未读');
    expect(s.user.noReadMessages).toBe(1);
  });

  it('deletes the read messages and says how many', async () => {
    renderScreen(<Information layout="m" />, { store: store(), path: '/m/information' });
    await screen.findByText('欢迎来到SkinBox');
    await userEvent.click(screen.getByRole('button', { name: '删除已读' }));
    expect(await screen.findByText('已删除 1 条已读消息')).toBeInTheDocument();
    expect(screen.queryByText('欢迎来到SkinBox')).toBeNull();
  });

  it('opens a message and marks it read', async () => {
    let read: unknown = null;
    const s = store({
      '/api/user/readyMessage': (body: Record<string, unknown>) => {
        read = body;
        return { noReadMessages: 0 };
      },
    });
    renderScreen(<InformationDetail layout="m" />, {
      store: s,
      path: '/m/informationDetail?id=2',
    });
    expect(await screen.findByText('你的饰品已发货')).toBeInTheDocument();
    await expect.poll(() => read).toEqual({ ids: [2] });
    expect(s.user.noReadMessages).toBe(0);
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen(<Information layout="p" />, {
      store: store(),
      path: '/p/me/information',
    });
    await screen.findByText('欢迎来到SkinBox');
    await expectNoAxeViolations(container);
  });
});
