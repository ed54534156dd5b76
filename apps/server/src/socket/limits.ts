/**
 * What one socket, one address and one account may hold (issue 27: one visitor socket entered
 * 200,000 channels, +48 MB; 20 sockets sending 2,000 heartbeats each took /api/health from 4 ms
 * to 966 ms median; one address held 300 sockets). Counted per server process: the sockets of one
 * address or account spread over the processes (node:cluster hands connections round), so a site
 * of N processes lets an address hold at most N × SOCKETS_PER_ADDRESS.
 */

/** Channels one socket may be in at once; the site's pages enter one to three. */
export const SOCKET_CHANNELS_MAX = 16;
/**
 * Frames one socket may send per second. The site sends a heartbeat every 7 s, and on (re)connect
 * its token and the channels it was in; a socket past this is closed (SOCKET_POLICY_CLOSE).
 */
export const SOCKET_FRAMES_PER_SECOND = { limit: 20, windowMs: 1000 };
/** Open sockets from one address: generous for a shared network (an internet café, a campus). */
export const SOCKETS_PER_ADDRESS = 64;
/** Open sockets signed in as one account: a player's tabs and devices. */
export const SOCKETS_PER_ACCOUNT = 10;
