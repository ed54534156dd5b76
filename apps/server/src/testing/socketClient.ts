import { decodeSocketFrame, encodeSocketFrame } from '@skinbox/api';
import WebSocket from 'ws';

export interface ReceivedFrame {
  cid: number;
  data: unknown;
}

/** A websocket client for tests: records every frame and waits for the ones it expects. */
export class TestSocket {
  readonly received: ReceivedFrame[] = [];
  private readonly waiters: {
    match: (frame: ReceivedFrame) => boolean;
    resolve: (frame: ReceivedFrame) => void;
  }[] = [];

  /** Resolves with the close code once the connection closes, whoever closed it. */
  readonly closed: Promise<number>;

  private constructor(private readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
    socket.on('message', (raw) => {
      const frame = decodeSocketFrame(raw.toString());
      if (!frame) return;
      this.received.push(frame);
      for (const waiter of [...this.waiters]) {
        if (waiter.match(frame)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(frame);
        }
      }
    });
  }

  /** Opens `<http url>/ws` as ws://, with `headers` on the upgrade request (an X-Forwarded-For). */
  static async open(httpUrl: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/ws`, { headers });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new TestSocket(socket);
  }

  send(cid: number, data: unknown) {
    this.socket.send(encodeSocketFrame(cid, data));
  }

  sendRaw(text: string) {
    this.socket.send(text);
  }

  /** The next frame (already received or coming) with `cid` that `match` accepts. */
  next(cid: number, match: (data: unknown) => boolean = () => true, timeoutMs = 5000) {
    const accept = (frame: ReceivedFrame) => frame.cid === cid && match(frame.data);
    const seen = this.received.find(accept);
    if (seen) {
      this.received.splice(this.received.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise<ReceivedFrame>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no frame with cid ${cid} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        match: accept,
        resolve: (frame) => {
          clearTimeout(timer);
          this.received.splice(this.received.indexOf(frame), 1);
          resolve(frame);
        },
      });
    });
  }

  /** Sends 11 with the token and returns the isValid of the 12 that answers. */
  async authenticate(token: string) {
    this.send(11, { token });
    const answer = await this.next(12);
    return (answer.data as { isValid: boolean }).isValid;
  }

  /** Resolves after the server answered a heartbeat, so every earlier frame was handled. */
  async roundTrip() {
    this.send(2, {});
    return (await this.next(2)).data as { onlineNum: number };
  }

  close() {
    this.socket.close();
  }
}
