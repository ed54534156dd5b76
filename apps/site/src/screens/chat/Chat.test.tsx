import type { ChatLine } from '@skinbox/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { refuse, type MockRoute } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { Chat } from './Chat';

const line = (id: number, userId: number, body: string, nickName = `玩家${userId}`): ChatLine => ({
  id,
  userId,
  nickName,
  avater: '',
  avaterFrame: '',
  isAnchor: false,
  vipLevel: 2,
  body,
  createdAt: '2026-11-20T12:00:00.000Z',
});

interface Setup {
  signedIn?: boolean;
  mutedUntil?: string | null;
  send?: (payload: Record<string, unknown>) => unknown;
  history?: MockRoute;
  path?: string;
}

async function setup({
  signedIn = true,
  mutedUntil = null,
  send,
  history,
  path = '/m/chat',
}: Setup = {}) {
  const sent: Record<string, unknown>[] = [];
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/chat/history':
        history ??
        (() => ({
          lines: [line(1, 3, '大家好'), line(2, 4, '<a href="https://evil.example">免费皮肤</a>')],
          more: false,
          mutedUntil,
        })),
      '/api/chat/send': (payload) => {
        sent.push(payload);
        return send ? send(payload) : line(9, 7, String(payload.body).trim());
      },
    },
  });
  if (signedIn) await store.user.loadInfo();
  renderScreen(<Chat />, { store, path });
  return { store, sent };
}

describe('the group chat screen', () => {
  it('shows a visitor the history, links and markup as text, and a way to sign in', async () => {
    await setup({ signedIn: false });
    const lines = await screen.findAllByTestId('chat-line');
    expect(lines).toHaveLength(2);
    expect(
      within(lines[1] as HTMLElement).getByText('<a href="https://evil.example">免费皮肤</a>'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '免费皮肤' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '聊天内容' })).toBeNull();
    expect(screen.getByText('登录后即可发言，游客可以浏览聊天')).toBeInTheDocument();
  });

  it('posts a signed-in player’s line, shows it once as theirs and clears the input', async () => {
    const { sent } = await setup({ path: '/p/chat' });
    const input = await screen.findByRole('textbox', { name: '聊天内容' });
    const send = screen.getByRole('button', { name: '发送' });
    expect(send).toBeDisabled();
    await userEvent.type(input, '  晚上好  ');
    expect(screen.getByText('3/200')).toBeInTheDocument();
    await userEvent.click(send);
    expect(sent).toEqual([{ body: '  晚上好  ' }]);
    await waitFor(() => expect(screen.getAllByTestId('chat-line')).toHaveLength(3));
    const mine = screen.getAllByTestId('chat-line')[2] as HTMLElement;
    expect(within(mine).getByText('我')).toBeInTheDocument();
    expect(within(mine).getByText('晚上好')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('sends on Enter and shows the server’s refusal under the input', async () => {
    await setup({ send: () => refuse('发言太快了，请稍后再试', 429) });
    const input = await screen.findByRole('textbox', { name: '聊天内容' });
    await userEvent.type(input, '第四句{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('发言太快了，请稍后再试');
    expect(input).toHaveValue('第四句');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a draft over 200 characters and lets the server word the refusal', async () => {
    await setup({ send: () => refuse('每条消息最多 200 个字', 400) });
    const input = await screen.findByRole('textbox', { name: '聊天内容' });
    await userEvent.click(input);
    await userEvent.paste('字'.repeat(201));
    expect(screen.getByText('201/200')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('每条消息最多 200 个字');
  });

  it('tells a muted player until when, without an input', async () => {
    await setup({ mutedUntil: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await screen.findByRole('alert')).toHaveTextContent(/您已被管理员禁言，.+ 后可再次发言/);
    expect(screen.queryByRole('textbox', { name: '聊天内容' })).toBeNull();
  });

  it('loads earlier messages at the top of the list, keeping the lines read in place', async () => {
    // A room of lines 1 to 70, answered 50 at a time as the server pages it.
    await setup({
      path: '/p/chat',
      history: ({ beforeId }) => {
        const before = typeof beforeId === 'number' ? beforeId : 71;
        const from = Math.max(1, before - 50);
        const lines = Array.from({ length: before - from }, (_, i) =>
          line(from + i, 3, `第${from + i}句`),
        );
        return { lines, more: from > 1, mutedUntil: null };
      },
    });
    const first = (await screen.findAllByTestId('chat-line'))[0] as HTMLElement;
    expect(first).toHaveTextContent('第21句');
    // jsdom lays nothing out: each row of the list is 40 px high, and the reader is at the top.
    const list = first.parentElement as HTMLElement;
    let scrollTop = 0;
    Object.defineProperties(list, {
      scrollHeight: { get: () => list.children.length * 40 },
      scrollTop: { get: () => scrollTop, set: (value: number) => (scrollTop = value) },
    });
    scrollTop = 0;
    await userEvent.click(screen.getByRole('button', { name: '查看更早的消息' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-line')).toHaveLength(70));
    expect(screen.getAllByTestId('chat-line')[0]).toHaveTextContent('第1句');
    // The 20 lines put above push the list down by their height: 第21句 stays where it was.
    expect(scrollTop).toBe(20 * 40);
    expect(screen.queryByRole('button', { name: '查看更早的消息' })).toBeNull();
    expect(screen.getByText('已经是最早的消息了')).toBeInTheDocument();
  });

  it('says when the earlier page failed and lets the player ask again', async () => {
    let fail = true;
    await setup({
      history: ({ beforeId }) =>
        beforeId === undefined
          ? { lines: [line(60, 3, '最新')], more: true, mutedUntil: null }
          : fail
            ? refuse('服务器繁忙', 500)
            : { lines: [line(59, 3, '更早')], more: false, mutedUntil: null },
    });
    await userEvent.click(await screen.findByRole('button', { name: '查看更早的消息' }));
    expect(await screen.findByText('更早的消息加载失败，请重试')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '查看更早的消息' }));
    expect(await screen.findByText('更早')).toBeInTheDocument();
    expect(screen.queryByText('更早的消息加载失败，请重试')).toBeNull();
  });
});
