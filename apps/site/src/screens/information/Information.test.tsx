import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { playerRoutes } from '../../testing/accountFixtures';
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

function store(extra = {}, start = messages) {
  let list = start;
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
    renderScreen(<Information />, { store: s, path: '/m/information' });
    expect(await screen.findByRole('link', { name: /提取成功.*未读/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /欢迎来到SkinBox/ })).not.toHaveTextContent('未读');
    expect(s.user.noReadMessages).toBe(1);
  });

  it('deletes the read messages once confirmed and says how many', async () => {
    renderScreen(<Information />, { store: store(), path: '/m/information' });
    await screen.findByText('欢迎来到SkinBox');
    await userEvent.click(screen.getByRole('button', { name: '删除已读' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定删除全部已读消息吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.getByText('欢迎来到SkinBox')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '删除已读' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认' }),
    );
    expect(await screen.findByText('已删除 1 条已读消息')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('欢迎来到SkinBox')).toBeNull();
  });

  it('shows the empty state when there are no messages', async () => {
    renderScreen(<Information />, { store: store({}, []), path: '/p/me/information' });
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
  });

  it('pages the desktop list ten at a time', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: 100 - i,
      title: `消息${i + 1}`,
      content: '',
      isRead: true,
      createdAt: '2026-11-20T10:00:00.000Z',
    }));
    const s = mockStore({
      token: 'tok',
      routes: {
        ...playerRoutes(),
        '/api/user/getMessage': ({ page, pageSize }) => {
          const from = (Number(page) - 1) * Number(pageSize);
          return {
            list: many.slice(from, from + Number(pageSize)),
            total: many.length,
            noReadMessages: 0,
          };
        },
      },
    });
    renderScreen(<Information />, { store: s, path: '/p/me/information' });
    expect(await screen.findByText('消息10')).toBeInTheDocument();
    expect(screen.queryByText('消息11')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByText('消息11')).toBeInTheDocument();
    expect(screen.queryByText('消息1')).toBeNull();
  });

  it('opens a message and marks it read', async () => {
    let read: unknown = null;
    const s = store({
      '/api/user/readyMessage': (body: Record<string, unknown>) => {
        read = body;
        return { noReadMessages: 0 };
      },
    });
    renderScreen(<InformationDetail />, {
      store: s,
      path: '/m/informationDetail?id=2',
    });
    expect(await screen.findByText('你的饰品已发货')).toBeInTheDocument();
    await expect.poll(() => read).toEqual({ ids: [2] });
    expect(s.user.noReadMessages).toBe(0);
  });

  it('says when the message is gone', async () => {
    renderScreen(<InformationDetail />, {
      store: store(),
      path: '/p/me/informationDetail?id=99',
    });
    expect(await screen.findByText('消息不存在或已删除')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen(<Information />, {
      store: store(),
      path: '/p/me/information',
    });
    await screen.findByText('欢迎来到SkinBox');
    await expectNoAxeViolations(container);
  });
});
