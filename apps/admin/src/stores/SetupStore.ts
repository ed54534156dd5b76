import { session as sessionContract } from '@skinbox/api/admin';
import { makeAutoObservable, runInAction } from 'mobx';
import type { z } from 'zod';
import type { AdminApi } from '../api/adminApi';
import type { MessageId } from '../i18n/messages';
import { inputError } from '../shared/inputError';
import type { LocaleStore } from './LocaleStore';
import type { SessionStore } from './SessionStore';

type SetupInfo = z.output<typeof sessionContract.setupInfo.response>;

/**
 * The one-time setup link: shows the TOTP secret to enrol, then sets the password and proves the
 * enrolment with a first code (`session.setup`), which signs the operator in.
 */
export class SetupStore {
  info: SetupInfo | null = null;
  /** The link itself is unusable: the server's refusal, or a console text id. */
  linkError: string | null = null;
  linkErrorId: MessageId | null = null;
  password = '';
  repeat = '';
  code = '';
  error: string | null = null;
  errorId: MessageId | null = null;
  busy = false;

  constructor(
    private readonly api: AdminApi,
    private readonly session: SessionStore,
    private readonly locale: LocaleStore,
    private readonly token: string | null,
  ) {
    makeAutoObservable<SetupStore, 'api' | 'session' | 'locale' | 'token'>(this, {
      api: false,
      session: false,
      locale: false,
      token: false,
    });
  }

  async load() {
    if (!this.token) {
      this.linkErrorId = 'setup.noToken';
      return;
    }
    const answer = await this.api.session.setupInfo({ token: this.token });
    runInAction(() => {
      if (answer.ok) this.info = answer.data;
      else this.linkError = answer.msg;
    });
  }

  set(field: 'password' | 'repeat' | 'code', value: string) {
    this[field] = value;
    this.error = null;
    this.errorId = null;
  }

  async submit() {
    if (!this.token || this.busy) return;
    const payload = { token: this.token, password: this.password, code: this.code };
    this.error = inputError(sessionContract.setup.request, payload, this.locale.locale);
    this.errorId = this.error === null && this.password !== this.repeat ? 'setup.mismatch' : null;
    if (this.error !== null || this.errorId !== null) return;
    this.busy = true;
    const answer = await this.api.session.setup(payload);
    runInAction(() => {
      this.busy = false;
      if (answer.ok) this.session.signIn(answer.data);
      else this.error = answer.msg;
    });
  }
}
