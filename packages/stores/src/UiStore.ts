import { makeAutoObservable } from 'mobx';

/** Which app-wide views are open; the site renders them. */
export class UiStore {
  signInOpen = false;
  bindPhoneOpen = false;
  /** The address of a page the player was sent away from, while its explanation shows. */
  closedPage: string | null = null;

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

  showClosedPage(address: string) {
    this.closedPage = address;
  }

  dismissClosedPage() {
    this.closedPage = null;
  }
}
