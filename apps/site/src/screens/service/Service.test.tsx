import type { SupportMessage } from '@skinbox/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { refuse } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { Service } from './Service';

const message = (id: number, author: SupportMessage['author'], body: string): SupportMessage => ({
  id,
  author,
  body,
  createdAt: '2026-11-20T12:00:00.000Z',
});

async function setup({
  signedIn = true,
  widget = '',
  send,
}: {
  signedIn?: boolean;
  widget?: string;
  send?: (payload: Record<string, unknown>) => unknown;
} = {}) {
  const thread = [message(1, 'player', '充值没到账'), message(2, 'operator', '已为您补发')];
  const calls: string[] = [];
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/support/thread': () => {
        calls.push('thread');
        return { list: thread };
      },
      '/api/support/send': (payload) => {
        calls.push('send');
        if (send) return send(payload);
        const added = message(3, 'player', String(payload.body).trim());
        thread.push(added);
        return added;
      },
    },
  });
  Object.assign(store.scripts, { chatWidget: widget });
  if (signedIn) await store.user.loadInfo();
  renderScreen(<Service />, { store, path: '/p/service' });
  return { calls };
}

describe('customer service', () => {
  it('shows the conversation and sends a message, which joins it', async () => {
    const { calls } = await setup();
    const shown = await screen.findAllByTestId('support-message');
    expect(shown.map((m) => m.textContent)).toEqual([
      expect.stringMatching(/^我 · .+充值没到账$/),
      expect.stringMatching(/^客服 · .+已为您补发$/),
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: '留言内容' }), '提取一直在等待');
    await userEvent.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已收到您的留言，客服会尽快回复');
    await waitFor(() => expect(screen.getAllByTestId('support-message')).toHaveLength(3));
    expect(calls).toEqual(['thread', 'send', 'thread']);
    expect(screen.getByRole('link', { name: '查看站内信' })).toHaveAttribute(
      'href',
      '/p/me/information',
    );
  });

  it('shows the server’s refusal in the player’s language and keeps the draft', async () => {
    await setup({ send: () => refuse('留言太频繁，客服会尽快回复您', 429) });
    const input = await screen.findByRole('textbox', { name: '留言内容' });
    await userEvent.type(input, '还在吗');
    await userEvent.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('留言太频繁，客服会尽快回复您');
    expect(input).toHaveValue('还在吗');
  });

  it('asks a visitor to sign in and loads nothing', async () => {
    const { calls } = await setup({ signedIn: false });
    expect(await screen.findByText('登录后即可给客服留言')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('points at the chat widget instead of the inbox when one is configured', async () => {
    const { calls } = await setup({ widget: 'https://chat.example.com/widget.js' });
    expect(await screen.findByText(/在线客服窗口在页面右下角/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls).toEqual([]);
  });
});
