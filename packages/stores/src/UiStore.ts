import { makeAutoObservable } from 'mobx';

/** Which app-wide views are open; the site renders them. */
export class UiStore {
  signInOpen = false;
  bindPhoneOpen = false;

  constructor() {
    makeAutoObservable(this);
  }

  openSignIn() {
    this.signInOpen = true;
  }

  closeSignIn() {
    this.signInOpen = false;
  }

  openBindPhone() {
    this.bindPhoneOpen = true;
  }

  closeBindPhone() {
    this.bindPhoneOpen = false;
  }
}
