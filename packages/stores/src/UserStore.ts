import {
  AvatarStatus,
  DEFAULT_PLATFORM_ID,
  DEFAULT_USER_TYPE,
  EXTERNAL_LOGIN_CHANNEL_CODE,
  RESERVE_STATUS_BATTLE_OPEN,
  type RegisterPacket,
  type Session,
  type UserAssets,
  type UserBase,
  type UserExt,
  type UserInfo,
} from '@skinbox/api';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { STORAGE_KEYS } from './storageKeys';

/** The path logout goes to (SPEC section 4). */
export const LOGOUT_REDIRECT = '/';

/**
 * Storage key of the player whose register red packet was closed unopened: it stays closed across
 * reloads for that player (issue 14) until the side menu opens it again or the server drops it.
 */
export const REGISTER_PACKET_CLOSED_KEY = 'registerPacketClosed';

const emptyAssets = (): UserAssets => ({
  ammon: '0.00',
  amount: '0.00',
  point: '0.00',
  spreadBoxCount: 0,
  spreadRewardAmount: '0.00',
});

const emptyBase = (): UserBase => ({
  account: '',
  avater: '',
  avaterFrame: '',
  mobile: '',
  nickName: '',
  platformId: DEFAULT_PLATFORM_ID,
  userLevel: 0,
  userType: DEFAULT_USER_TYPE,
});

const emptyExt = (): UserExt => ({
  channelCode: '',
  idNumber: '',
  invitationCode: '',
  isChangeInvitationCode: false,
  isChangeSpreadCode: false,
  realName: '',
  sex: 0,
  spreadCode: '',
  steamUrl: '',
});

/**
 * The User state of SPEC section 3 and the login transitions of section 4. The register red
 * packet appears closed when getInfo newly reports one and all its flags reset when it is gone.
 */
export class UserStore {
  token: string | null;
  userId: number | null = null;
  assets = emptyAssets();
  base = emptyBase();
  ext = emptyExt();
  hasRegisterPacket = false;
  noReadMessages = 0;
  avaterStatus: UserInfo['avaterStatus'] = AvatarStatus.none;
  reserveStatus = RESERVE_STATUS_BATTLE_OPEN;
  /** The register red packet view: shown (closed until opened) and what it held once opened. */
  registerPacket = { visible: false, opened: false, prize: null as RegisterPacket | null };

  constructor(private readonly root: RootStore) {
    this.token = root.storage.getItem(STORAGE_KEYS.token);
    makeAutoObservable<this, 'root'>(this, { root: false });
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  /** Battle pages need reserveStatus 1 (SPEC section 2). */
  get canEnterBattle(): boolean {
    return this.reserveStatus === RESERVE_STATUS_BATTLE_OPEN;
  }

  /**
   * Start-up with a stored token: verifyToken; valid reloads user info and activity config and
   * authenticates the socket, invalid logs out. A failed call keeps the token for the next try.
   */
  async start(): Promise<void> {
    if (!this.token) return;
    const result = await this.root.api.auth.verifyToken();
    if (!result.ok) return;
    if (!result.data.isValid) {
      this.logout();
      return;
    }
    await Promise.all([this.loadInfo(), this.root.app.loadActivityConfig()]);
    this.askForPhoneIfMissing();
    this.root.socket.authenticate();
  }

  /** After sign-in or sign-up: keep the token, load the user and authenticate the socket. */
  async signedIn(session: Session): Promise<void> {
    this.setToken(session.token);
    this.userId = session.userId;
    this.root.ui.closeSignIn();
    // Logout closed the socket: connect again (it authenticates on open) or authenticate now.
    this.root.socket.connect();
    this.root.socket.authenticate();
    await this.loadInfo();
    this.askForPhoneIfMissing();
  }

  async loadInfo(): Promise<void> {
    const result = await this.root.api.user.getInfo();
    if (!result.ok) return;
    runInAction(() => this.apply(result.data));
  }

  /** Opens the register red packet: the server credits it and says what it held. */
  async openRegisterPacket(): Promise<void> {
    const result = await this.root.api.user.registerReward();
    if (!result.ok) return;
    runInAction(() => {
      this.registerPacket.opened = true;
      this.registerPacket.prize = result.data;
    });
    await this.loadInfo();
  }

  /**
   * Hides the packet and resets its flags. Closed unopened, it stays closed for this player across
   * reloads; it shows again when it newly appears or the player asks for it (showRegisterPacket).
   */
  closeRegisterPacket() {
    if (!this.registerPacket.opened && this.userId !== null)
      this.root.storage.setItem(REGISTER_PACKET_CLOSED_KEY, String(this.userId));
    this.registerPacket = { visible: false, opened: false, prize: null };
  }

  /** Shows the unopened packet again (the side menu's red packet entry). */
  showRegisterPacket() {
    if (!this.hasRegisterPacket) return;
    this.root.storage.removeItem(REGISTER_PACKET_CLOSED_KEY);
    this.registerPacket = { visible: true, opened: false, prize: null };
  }

  /** Signs out on the server too, then logs out locally. */
  async signOut(): Promise<void> {
    await this.root.api.auth.logout();
    this.logout();
  }

  /** SPEC section 4: clear the token, reset userId and reserveStatus to 1, go to /, close the socket. */
  logout() {
    this.clearToken();
    this.userId = null;
    this.assets = emptyAssets();
    this.base = emptyBase();
    this.ext = emptyExt();
    this.hasRegisterPacket = false;
    this.noReadMessages = 0;
    this.avaterStatus = AvatarStatus.none;
    this.reserveStatus = RESERVE_STATUS_BATTLE_OPEN;
    this.registerPacket = { visible: false, opened: false, prize: null };
    this.root.navigate(LOGOUT_REDIRECT);
    this.root.socket.close();
  }

  setToken(token: string) {
    this.token = token;
    this.root.storage.setItem(STORAGE_KEYS.token, token);
  }

  /** Forgets the token only (the HTTP client does this on a 401). */
  clearToken() {
    this.token = null;
    this.root.storage.removeItem(STORAGE_KEYS.token);
  }

  setNoReadMessages(count: number) {
    this.noReadMessages = count;
  }

  private apply(info: UserInfo) {
    const newPacket = info.hasRegisterPacket && !this.hasRegisterPacket;
    this.userId = info.userId;
    this.assets = info.assets;
    this.base = info.base;
    this.ext = info.ext;
    this.hasRegisterPacket = info.hasRegisterPacket;
    this.noReadMessages = info.noReadMessages;
    this.avaterStatus = info.avaterStatus;
    this.reserveStatus = info.reserveStatus;
    const closedByPlayer =
      this.root.storage.getItem(REGISTER_PACKET_CLOSED_KEY) === String(info.userId);
    if (newPacket && !closedByPlayer)
      this.registerPacket = { visible: true, opened: false, prize: null };
    if (!info.hasRegisterPacket) {
      this.root.storage.removeItem(REGISTER_PACKET_CLOSED_KEY);
      // While the opened packet shows its prize, the reload that follows must not hide it.
      if (!this.registerPacket.opened)
        this.registerPacket = { visible: false, opened: false, prize: null };
    }
  }

  /** SPEC section 4: a user without a phone, unless from the external-login channel, binds one. */
  private askForPhoneIfMissing() {
    if (
      this.userId !== null &&
      !this.base.mobile &&
      this.ext.channelCode !== EXTERNAL_LOGIN_CHANNEL_CODE
    )
      this.root.ui.openBindPhone();
  }
}
