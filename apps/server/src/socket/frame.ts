import type { Socket } from 'node:net';

/** What a frame is written to: a ws socket, or a test's stand-in. */
export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
}

/**
 * A text message as the bytes of one websocket frame (RFC 6455 section 5.2: FIN, opcode 1, no
 * mask, as a server sends; no compression, which the server does not negotiate), built once for
 * every socket it goes to. A fan-out to ten thousand sockets otherwise encodes the text and builds
 * a header ten thousand times, and writes each socket twice (header, then text).
 */
export function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** A message on its way to sockets: its text, and the same text framed once. */
export interface OutgoingFrame {
  text: string;
  frame: Buffer;
}

export function outgoingFrame(text: string): OutgoingFrame {
  return { text, frame: textFrame(text) };
}

/**
 * Writes a framed message straight to the connection under a ws socket: one write of bytes built
 * once. The server's sockets never compress (socketRoutes.ts turns permessage-deflate off) and
 * never send Blobs, the two cases in which ws holds a message back in a queue of its own, so these
 * writes keep their order with ws's own sends. ws keeps the connection in a field of its own
 * (`_socket`, ws 8); a socket without one (a test's fake) is handed the text.
 */
export function writeFrame(socket: SocketLike, message: OutgoingFrame) {
  const connection = (socket as unknown as { _socket?: Socket | null })._socket;
  if (connection) connection.write(message.frame);
  else socket.send(message.text);
}
