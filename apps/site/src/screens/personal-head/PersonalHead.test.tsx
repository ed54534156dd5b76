import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@skinbox/api';
import { mockStore } from '../../testing/mockStore';
import { refuse } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { playerRoutes, userInfo } from '../../testing/accountFixtures';
import { PersonalHead } from './PersonalHead';

const pic = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

function routes(level: number, avaterStatus = 0, pendingAvater = '') {
  return {
    ...playerRoutes(userInfo({ base: { ...userInfo().base, userLevel: level } })),
    '/api/user/getAvaterList': () => ({
      list: [
        { id: 1, image: pic },
        { id: 2, image: pic },
      ],
      uploadVipLevel: 5,
      avaterStatus,
      pendingAvater,
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

const png = (size = 8) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

/** A VIP5 player whose upload goes to review: the avatar list answers from `state`. */
async function renderUpload(upload: () => unknown) {
  const state = { avaterStatus: 0, pendingAvater: '' };
  const store = mockStore({
    token: 'tok',
    routes: {
      ...routes(5),
      '/api/user/getAvaterList': () => ({ list: [], uploadVipLevel: 5, ...state }),
      '/api/uploadfile': upload,
      '/api/user/update': (body: Record<string, unknown>) => {
        state.avaterStatus = 1;
        state.pendingAvater = String(body.uploadedAvater);
        return null;
      },
    },
  });
  await store.user.loadInfo();
  renderScreen(<PersonalHead />, { store, path: '/m/personalHead' });
  return store;
}

describe('PersonalHead', () => {
  it('keeps a frame above the player VIP level locked', async () => {
    await renderHead(2);
    const locked = await screen.findByRole('button', { name: 'VIP8 黄金' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAttribute('title', '黄金（VIP8解锁）');
    expect(screen.getByRole('button', { name: 'VIP1 青铜' })).toBeEnabled();
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

  it('shows the picture under review in the one upload slot', async () => {
    const store = mockStore({ token: 'tok', routes: routes(5, 1, pic) });
    await store.user.loadInfo();
    renderScreen(<PersonalHead />, { store, path: '/m/personalHead' });
    const uploader = await screen.findByTestId('avatar-uploader');
    expect(within(uploader).getByRole('button', { name: /预览/ })).toBeInTheDocument();
    expect(within(uploader).queryByLabelText('上传自定义头像')).toBeNull();
  });

  it('uploads a picked picture, masked while it uploads, and sends it to review', async () => {
    // The route holds the upload open, to see the uploading state, until the test releases it.
    let release = () => {};
    await renderUpload(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ type: 'avatar', url: '/uploads/avatar/me.png' });
        }),
    );
    await userEvent.upload(await screen.findByLabelText('上传自定义头像'), png());
    const uploader = screen.getByTestId('avatar-uploader');
    expect(await within(uploader).findByText('上传中...')).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('avatar-review')).toHaveTextContent('头像审核中');
    expect(within(uploader).queryByText('上传中...')).toBeNull();
    expect(within(uploader).getByRole('button', { name: /预览/ })).toBeInTheDocument();
    expect(within(uploader).queryByLabelText('上传自定义头像')).toBeNull();
  });

  it('marks a refused upload as failed', async () => {
    await renderUpload(() => refuse('只能上传图片'));
    await userEvent.upload(await screen.findByLabelText('上传自定义头像'), png());
    expect(await screen.findByText('上传失败')).toBeInTheDocument();
  });

  it("drops a picture over the server's size limit and says so", async () => {
    let uploaded = false;
    await renderUpload(() => (uploaded = true));
    await userEvent.upload(
      await screen.findByLabelText('上传自定义头像'),
      png(UPLOAD_MAX_BYTES + 1),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('文件过大');
    expect(uploaded).toBe(false);
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
    await screen.findByRole('button', { name: 'VIP1 青铜' });
    await expectNoAxeViolations(container);
  });
});
