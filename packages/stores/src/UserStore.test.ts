import { EXTERNAL_LOGIN_CHANNEL_CODE } from '@skinbox/api';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from './storage';
import { STORAGE_KEYS } from './storageKeys';
import { REGISTER_PACKET_CLOSED_KEY } from './UserStore';
import { failure } from './testing/fakeHttp';
import { testRoot, userInfo } from './testing/fixtures';

const VERIFY = '/api/auth/verifyToken';
const GET_INFO = '/api/user/getInfo';
const ARTICLES = '/api/index/getArticleList';

const signedInStorage = () => memoryStorage({ [STORAGE_KEYS.token]: 'tok-1' });

function startRoutes(isValid: boolean, info = userInfo()) {
  return {
    [VERIFY]: () => ({ isValid }),
    [GET_INFO]: () => info,
    [ARTICLES]: () => [
      { id: 1, type: 'ActivityConfig', title: '', content: '{"newYear":true}', sort: 1 },
    ],
    '/api/auth/logout': () => null,
  };
}

describe('token', () => {
  it("is kept under the constant key 'skinbox_token'", async () => {
    const { root, storage } = testRoot(startRoutes(true));
    await root.user.signedIn({ token: 'tok-9', userId: 42 });
    expect(storage.getItem('skinbox_token')).toBe('tok-9');
    expect(STORAGE_KEYS.token).toBe('skinbox_token');
  });

  it('is read back from storage', () => {
    const { root } = testRoot({}, signedInStorage());
    expect(root.user.token).toBe('tok-1');
    expect(root.user.isLoggedIn).toBe(true);
  });
});

describe('start-up', () => {
  it('calls nothing without a stored token', async () => {
    const { root, http } = testRoot(startRoutes(true));
    await root.user.start();
    expect(http.calls).toHaveLength(0);
  });

  it('with a valid token reloads user info and activity config and authenticates the socket', async () => {
    const { root, http, socket } = testRoot(startRoutes(true), signedInStorage());
    await root.user.start();
    expect(http.pathsCalled()).toEqual([VERIFY, GET_INFO, ARTICLES]);
    expect(http.calls[2]?.payload).toMatchObject({ type: 'ActivityConfig' });
    expect(root.user.userId).toBe(42);
    expect(root.user.assets.amount).toBe('25.50');
    expect(root.app.activityConfig).toEqual([{ newYear: true }]);
    expect(socket.authenticate).toHaveBeenCalledOnce();
  });

  it('with an invalid token logs out', async () => {
    const { root, navigate, socket, storage } = testRoot(startRoutes(false), signedInStorage());
    await root.user.start();
    expect(root.user.token).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(socket.close).toHaveBeenCalledOnce();
    expect(socket.authenticate).not.toHaveBeenCalled();
  });

  it('keeps the token when the check itself fails', async () => {
    const { root, navigate } = testRoot({ [VERIFY]: () => failure(500) }, signedInStorage());
    await root.user.start();
    expect(root.user.token).toBe('tok-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the bind-phone view for a user without a mobile', async () => {
    const info = userInfo({ base: { ...userInfo().base, mobile: '' } });
    const { root } = testRoot(startRoutes(true, info), signedInStorage());
    await root.user.start();
    expect(root.ui.bindPhoneOpen).toBe(true);
  });

  it('does not ask a user of the external-login channel for a mobile', async () => {
    const base = { ...userInfo().base, mobile: '' };
    const ext = { ...userInfo().ext, channelCode: EXTERNAL_LOGIN_CHANNEL_CODE };
    const { root } = testRoot(startRoutes(true, userInfo({ base, ext })), signedInStorage());
    await root.user.start();
    expect(root.ui.bindPhoneOpen).toBe(false);
  });

  it('does not ask a user who has a mobile', async () => {
    const { root } = testRoot(startRoutes(true), signedInStorage());
    await root.user.start();
    expect(root.ui.bindPhoneOpen).toBe(false);
  });
});

describe('logout', () => {
  it('clears the token, resets userId and reserveStatus to 1, goes to / and closes the socket', async () => {
    const info = userInfo({ reserveStatus: 0 });
    const { root, navigate, socket, storage } = testRoot(
      startRoutes(true, info),
      signedInStorage(),
    );
    await root.user.start();
    expect(root.user.reserveStatus).toBe(0);
    expect(root.user.canEnterBattle).toBe(false);

    root.user.logout();

    expect(root.user.token).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(root.user.userId).toBeNull();
    expect(root.user.reserveStatus).toBe(1);
    expect(root.user.canEnterBattle).toBe(true);
    expect(root.user.assets.amount).toBe('0.00');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(socket.close).toHaveBeenCalledOnce();
  });

  it('signOut tells the server before logging out', async () => {
    const { root, http } = testRoot(startRoutes(true), signedInStorage());
    await root.user.signOut();
    expect(http.pathsCalled()).toEqual(['/api/auth/logout']);
    expect(root.user.token).toBeNull();
  });
});

describe('sign-in', () => {
  it('stores the session, closes the sign-in view, loads the user and authenticates the socket', async () => {
    const { root, socket } = testRoot(startRoutes(true));
    root.ui.openSignIn();
    await root.user.signedIn({ token: 'tok-2', userId: 42 });
    expect(root.user.token).toBe('tok-2');
    expect(root.ui.signInOpen).toBe(false);
    expect(root.user.base.nickName).toBe('Player');
    expect(socket.authenticate).toHaveBeenCalledOnce();
  });

  it('opens the socket again after a logout closed it', async () => {
    const { root, socket } = testRoot(startRoutes(true));
    root.user.logout();
    await root.user.signedIn({ token: 'tok-3', userId: 42 });
    expect(socket.close).toHaveBeenCalledOnce();
    expect(socket.connect).toHaveBeenCalledOnce();
  });
});

describe('register red packet', () => {
  function packetRoot() {
    let hasRegisterPacket = false;
    const setup = testRoot(
      {
        [GET_INFO]: () => userInfo({ hasRegisterPacket }),
        '/api/user/registerReward': () => {
          hasRegisterPacket = false;
          return { money: '8.88', skinsUrl: '', name: 'Welcome', grade: 'milSpec' };
        },
      },
      signedInStorage(),
    );
    return { ...setup, setPacket: (present: boolean) => (hasRegisterPacket = present) };
  }

  it('shows closed when newly present', async () => {
    const { root, setPacket } = packetRoot();
    setPacket(true);
    await root.user.loadInfo();
    expect(root.user.registerPacket).toEqual({ visible: true, opened: false, prize: null });
  });

  it('does not show again on a reload while it stays present', async () => {
    const { root, setPacket } = packetRoot();
    setPacket(true);
    await root.user.loadInfo();
    root.user.closeRegisterPacket();
    await root.user.loadInfo();
    expect(root.user.registerPacket.visible).toBe(false);
  });

  it('stays closed across reloads once the player closed it unopened', async () => {
    const { root, setPacket, storage } = packetRoot();
    setPacket(true);
    await root.user.loadInfo();
    root.user.closeRegisterPacket();
    // A reload of the page: a new store over the same storage.
    const reloaded = testRoot({ [GET_INFO]: () => userInfo({ hasRegisterPacket: true }) }, storage);
    await reloaded.root.user.loadInfo();
    expect(reloaded.root.user.hasRegisterPacket).toBe(true);
    expect(reloaded.root.user.registerPacket.visible).toBe(false);
  });

  it('shows again for another player on the same device', async () => {
    const { root, setPacket, storage } = packetRoot();
    setPacket(true);
    await root.user.loadInfo();
    root.user.closeRegisterPacket();
    const other = testRoot(
      { [GET_INFO]: () => ({ ...userInfo({ hasRegisterPacket: true }), userId: 77 }) },
      storage,
    );
    await other.root.user.loadInfo();
    expect(other.root.user.registerPacket.visible).toBe(true);
  });

  it('opens again when the player asks for it, and then shows on reloads again', async () => {
    const { root, setPacket, storage } = packetRoot();
    setPacket(true);
    await root.user.loadInfo();
    root.user.closeRegisterPacket();
    root.user.showRegisterPacket();
    expect(root.user.registerPacket).toEqual({ visible: true, opened: false, prize: null });
    const reloaded = testRoot({ [GET_INFO]: () => userInfo({ hasRegisterPacket: true }) }, storage);
    await reloaded.root.user.loadInfo();
    expect(reloaded.root.user.registerPacket.visible).toBe(true);
  });

  it('forgets the closing once the server no longer has the packet', async () => {
    const { root, setPacket, storage } = packetRoot();
    setPacket(true);
    await root.user.loadInfo();
    root.user.closeRegisterPacket();
    setPacket(false);
    await root.user.loadInfo();
    expect(storage.getItem(REGISTER_PACKET_CLOSED_KEY)).toBeNull();
  });

  it('opens with the prize the server credited', async () => {
    const { root, setPacket } = packetRoot();
    setPacket(true);
    await root.user.loadInfo();
    await root.user.openRegisterPacket();
    expect(root.user.registerPacket).toMatchObject({
      visible: true,
      opened: true,
      prize: { money: '8.88', name: 'Welcome' },
    });
    expect(root.user.hasRegisterPacket).toBe(false);
  });

  it('resets every flag when absent', async () => {
    const { root, setPacket } = packetRoot();
    setPacket(true);
    await root.user.loadInfo();
    setPacket(false);
    await root.user.loadInfo();
    expect(root.user.registerPacket).toEqual({ visible: false, opened: false, prize: null });
  });
});
