import { makeAutoObservable } from 'mobx';

/** SPEC section 9: the site's toasts stay 3000 ms. */
export const TOAST_MS = 3000;

/**
 * The messages the api client and the screens show as toasts, one at a time in arrival order.
 * ToastHost renders the current one; swap it for the kit's Toast when UI-B lands it.
 */
export class ToastQueue {
  current: string | null = null;
  private waiting: string[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly duration = TOAST_MS) {
    makeAutoObservable<this, 'timer' | 'waiting'>(this, { timer: false, waiting: false });
  }

  show = (message: string) => {
    if (this.current === null) this.display(message);
    else this.waiting.push(message);
  };

  private display(message: string) {
    this.current = message;
    this.timer = setTimeout(() => this.next(), this.duration);
  }

  private next() {
    this.timer = null;
    this.current = null;
    const message = this.waiting.shift();
    if (message !== undefined) this.display(message);
  }

  dispose() {
    if (this.timer) clearTimeout(this.timer);
  }
}
