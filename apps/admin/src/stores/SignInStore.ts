import { session as sessionContract } from '@skinbox/api/admin';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api/adminApi';
import { inputError } from '../shared/inputError';
import type { LocaleStore } from './LocaleStore';
import type { SessionStore } from './SessionStore';

/**
 * Signing in: account and password first, then the authenticator's code, sent together as the
 * contract's `session.login`. Each step checks its fields with the contract's schemas, so a
 * malformed value is refused here with the server's own translated words.
 */
export class SignInStore {
  step: 'password' | 'code' = 'password';
  account = '';
  password = '';
  code = '';
  error: string | null = null;
  busy = false;

  constructor(
    private readonly api: AdminApi,
    private readonly session: SessionStore,
    private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<SignInStore, 'api' | 'session' | 'locale'>(this, {
      api: false,
      session: false,
      locale: false,
    });
  }

  set(field: 'account' | 'password' | 'code', value: string) {
    this[field] = value;
    this.error = null;
  }

  next() {
    this.error =
      inputError(sessionContract.operatorAccount, this.account, this.locale.locale) ??
      inputError(sessionContract.operatorPassword, this.password, this.locale.locale);
    if (this.error === null) this.step = 'code';
  }

  back() {
    this.step = 'password';
    this.code = '';
    this.error = null;
  }

  async submit() {
    const payload = { account: this.account, password: this.password, code: this.code };
    this.error = inputError(sessionContract.login.request, payload, this.locale.locale);
    if (this.error !== null || this.busy) return;
    this.busy = true;
    const answer = await this.api.session.login(payload);
    runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.session.signIn(answer.data);
        this.password = '';
        this.code = '';
        this.step = 'password';
      } else {
        this.error = answer.msg;
        this.code = '';
      }
    });
  }
}
