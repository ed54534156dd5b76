import { mayCall, type AdminCallKey, type OperatorSummary } from '@skinbox/api/admin';
import { makeAutoObservable } from 'mobx';

const STORAGE_KEY = 'skinbox.admin.session';

/** Why the sign-in screen is showing, when it is not the first visit. */
export type SignInNotice = 'expired' | 'signedOut';

interface SignedIn {
  token: string;
  expiresAt: string;
  operator: OperatorSummary;
}

/**
 * The operator's session: the token (kept in this tab's sessionStorage, so closing the tab ends
 * it here), who is signed in and until when. The session ends when the server says 401 or its
 * expiry passes; the sign-in screen then says why.
 */
export class SessionStore {
  token: string | null = null;
  expiresAt: string | null = null;
  operator: OperatorSummary | null = null;
  notice: SignInNotice | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<SessionStore, 'storage' | 'now' | 'expiryTimer'>(this, {
      storage: false,
      now: false,
      expiryTimer: false,
    });
    const saved = storage.getItem(STORAGE_KEY);
    if (saved) {
      try {
        this.signIn(JSON.parse(saved) as SignedIn);
      } catch {
        storage.removeItem(STORAGE_KEY);
      }
    }
  }

  get signedIn(): boolean {
    return this.token !== null && this.operator !== null;
  }

  /** Whether the operator's roles allow `call`: the console offers nothing else. */
  may(call: AdminCallKey): boolean {
    return this.operator !== null && mayCall(this.operator.roles, call);
  }

  signIn(answer: SignedIn) {
    const remaining = Date.parse(answer.expiresAt) - this.now();
    if (!(remaining > 0)) {
      this.end('expired');
      // A session kept from before that has run out since: the sign-in screen says why.
      this.notice = 'expired';
      return;
    }
    this.token = answer.token;
    this.expiresAt = answer.expiresAt;
    this.operator = answer.operator;
    this.notice = null;
    this.storage.setItem(STORAGE_KEY, JSON.stringify(answer));
    clearTimeout(this.expiryTimer);
    this.expiryTimer = setTimeout(() => this.end('expired'), remaining);
  }

  /** The server's view of the session (`session.me`): roles may have changed since sign-in. */
  refresh(operator: OperatorSummary, expiresAt: string) {
    if (!this.token) return;
    this.signIn({ token: this.token, expiresAt, operator });
  }

  end(notice: SignInNotice) {
    clearTimeout(this.expiryTimer);
    // A 401 after the operator already left says nothing new.
    if (this.token !== null || notice === 'signedOut') this.notice = notice;
    this.token = null;
    this.expiresAt = null;
    this.operator = null;
    this.storage.removeItem(STORAGE_KEY);
  }
}
