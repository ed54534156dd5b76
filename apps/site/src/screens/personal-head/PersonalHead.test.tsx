import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { playerRoutes, userInfo } from '../account/testing/fixtures';
import { PersonalHead } from './PersonalHead';

const pic = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

function routes(level: number, avaterStatus = 0) {
  return {
    ...playerRoutes(userInfo({ base: { ...userInfo().base, userLevel: level } })),
    '/api/user/getAvaterList': () => ({
      list: [
        { id: 1, image: pic },
        { id: 2, image: pic },
      ],
      uploadVipLevel: 5,
      avaterStatus,
      pendingAvater: '',
    }),
    '/api/user/getAvaterFrameList': () => [
      { id: 1, name: '青铜', image: pic, vipLevel: 1, unlocked: true, inUse: false },
      { id: 2, name: '黄金', image: pic, vipLevel: 8, unlocked: false, inUse: false },
    ],
  };
}

async function renderHead(level: number, avaterStatus = 0, extra = {}) {
  const store = mockStore({ token: 'tok', routes: { ...routes(level, avaterStatus), ...extra } });
  await store.user.loadInfo();
  return renderScreen(<PersonalHead />, { store, path: '/m/personalHead' });
}

describe('PersonalHead', () => {
  it('keeps a frame above the player VIP level locked', async () => {
    await renderHead(2);
    expect(await screen.findByRole('button', { name: '黄金（VIP8解锁）' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '青铜' })).toBeEnabled();
  });

  it('offers the upload only from VIP5', async () => {
    await renderHead(4);
    expect(await screen.findByText('VIP5及以上可上传自定义头像')).toBeInTheDocument();
    expect(screen.queryByLabelText('上传自定义头像')).toBeNull();
  });

  it('shows an upload under review and blocks another', async () => {
    await renderHead(5, 1);
    expect(await screen.findByTestId('avatar-review')).toHaveTextContent('头像审核中');
    expect(screen.getByLabelText('上传自定义头像')).toBeDisabled();
  });

  it('chooses a system avatar with update', async () => {
    let body: Record<string, unknown> = {};
    await renderHead(2, 0, {
      '/api/user/update': (payload: Record<string, unknown>) => {
        body = payload;
        return null;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '头像 2' }));
    await expect.poll(() => body).toEqual({ avaterId: 2 });
  });

  it('has no axe violations', async () => {
    const { container } = await renderHead(5);
    await screen.findByRole('button', { name: '青铜' });
    await expectNoAxeViolations(container);
  });
});
