/** Where the websocket is served on the HTTP port (SPEC section 7); socket/ upgrades requests here. */
export const SOCKET_PATH = '/ws';
