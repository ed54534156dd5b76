import type { Db } from '../db/database';
import { runPrepared, type PreparedStatement } from '../db/prepared';
import type { ProcessNotices } from '../socket/hub';
import { hashToken } from './tokens';

/**
 * How long a process believes a session it looked up without asking again. Revocations reach
 * every process at once through the hub; this bounds a revocation the hub lost (Redis down) or
 * one written by another program (an operator's command).
 */
export const SESSION_CACHE_MS = 30_000;
/** Sessions kept per process; the oldest lookup leaves first. */
export const SESSION_CACHE_SIZE = 20_000;

const TOKEN_REVOKED = 'sessions.tokenRevoked';
const USER_REVOKED = 'sessions.userRevoked';

const LIVE_SESSION: PreparedStatement = {
  name: 'live_session_of_token_hash',
  text: `SELECT user_id, expires_at FROM sessions
          WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 LIMIT 1`,
};

interface CachedSession {
  userId: number;
  expiresAt: number;
  /** When this process stops believing it without asking the database again. */
  recheckAt: number;
}

/**
 * The session behind each bearer token, remembered per process: most requests of a signed-in
 * player cost no query for who they are. Logout and password changes go through `forgetToken`
 * and `forgetUser`, which every process of the site hears (hub process notices) before the
 * revoking request answers.
 */
export class SessionCache {
  private readonly byTokenHash = new Map<string, CachedSession>();
  /** Counts forgets, so a lookup that raced one does not store what it read before it. */
  private forgets = 0;

  constructor(
    private readonly db: Db,
    private readonly notices: ProcessNotices,
    private readonly now: () => number = Date.now,
  ) {
    notices.onProcessNotice(TOKEN_REVOKED, (tokenHash) => this.dropToken(tokenHash));
    notices.onProcessNotice(USER_REVOKED, (userId) => this.dropUser(Number(userId)));
  }

  /** The user of a live (not revoked, not expired) session, or null. */
  async userIdOfToken(token: string): Promise<number | null> {
    const tokenHash = hashToken(token);
    const now = this.now();
    const cached = this.byTokenHash.get(tokenHash);
    if (cached && now < cached.recheckAt && now < cached.expiresAt) return cached.userId;
    if (cached) this.byTokenHash.delete(tokenHash);

    const forgetsBefore = this.forgets;
    const [row] = await runPrepared<{ user_id: string | number; expires_at: Date | string }>(
      this.db,
      LIVE_SESSION,
      [tokenHash, new Date(now)],
    );
    if (!row) return null;
    const userId = Number(row.user_id);
    if (this.forgets === forgetsBefore) {
      this.remember(tokenHash, {
        userId,
        expiresAt: new Date(row.expires_at).getTime(),
        recheckAt: now + SESSION_CACHE_MS,
      });
    }
    return userId;
  }

  /** After a logout: every process forgets the session (call once the revocation committed). */
  forgetToken(token: string): Promise<void> {
    return this.notices.notifyProcesses(TOKEN_REVOKED, hashToken(token));
  }

  /** After a password change or reset: every process forgets all of the user's sessions. */
  forgetUser(userId: number): Promise<void> {
    return this.notices.notifyProcesses(USER_REVOKED, String(userId));
  }

  private remember(tokenHash: string, session: CachedSession) {
    if (this.byTokenHash.size >= SESSION_CACHE_SIZE) {
      const oldest = this.byTokenHash.keys().next();
      if (!oldest.done) this.byTokenHash.delete(oldest.value);
    }
    this.byTokenHash.set(tokenHash, session);
  }

  private dropToken(tokenHash: string) {
    this.forgets += 1;
    this.byTokenHash.delete(tokenHash);
  }

  private dropUser(userId: number) {
    this.forgets += 1;
    for (const [tokenHash, session] of this.byTokenHash) {
      if (session.userId === userId) this.byTokenHash.delete(tokenHash);
    }
  }
}
