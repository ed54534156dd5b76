import { makeObservable, observable, runInAction } from 'mobx';

/**
 * The server's clock as this client knows it: every game draws from a start time on the server's
 * clock, so one offset (server time minus local time) serves every store. An answer to a call
 * left the server between sending and receiving, so half the trip is its best guess; a pushed
 * message (a crash tick) only shows the server at least that far ahead, so it can only raise it.
 */
export class ServerClock {
  /** Server time minus local time, in ms. */
  offsetMs = 0;

  constructor(readonly local: () => number = Date.now) {
    makeObservable<this, 'local'>(this, { offsetMs: observable, local: false });
  }

  /** The server's clock now, as well as this client knows it. */
  now(): number {
    return this.local() + this.offsetMs;
  }

  /** A server time an answer carried, for a call sent at `sentAt` and answered at `receivedAt`. */
  answered(serverTime: string, sentAt: number, receivedAt = this.local()): void {
    runInAction(() => {
      this.offsetMs = Date.parse(serverTime) - (sentAt + receivedAt) / 2;
    });
  }

  /** A server time a pushed message carried: the server is at least that far ahead. */
  pushed(serverMs: number): void {
    const sample = serverMs - this.local();
    if (sample <= this.offsetMs) return;
    runInAction(() => {
      this.offsetMs = sample;
    });
  }
}
