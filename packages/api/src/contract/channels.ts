import { BATTLE_LOBBY_CHANNEL, battleRoomChannel } from './battleEventReaders';
import { CHAT_CHANNEL } from './chat';
import { CRASH_CHANNEL } from './crashEventReaders';
import { LOCALES } from './errors/catalogue';
import { INT4_MAX } from './wireRules';
import { rollChannel } from './rollEventReaders';
import { liveDropsChannel } from './socketCids';

/** The channels of the whole site, one of each. */
const SITE_CHANNELS = new Set([
  BATTLE_LOBBY_CHANNEL,
  CRASH_CHANNEL,
  CHAT_CHANNEL,
  ...LOCALES.map(liveDropsChannel),
]);

/** The channel of one room, by the name its kind gives it. */
const ROOM_CHANNELS = [battleRoomChannel, rollChannel];

/**
 * Whether a socket may enter `game` (issue 27): the site's own channels and the channel of a
 * battle or roll room, which visitors may watch as they may read the room. Every channel is public
 * (per-player news goes to the player's sockets, never through a channel); a name no channel has
 * is refused, so a socket cannot make the server keep a set for any name it likes.
 */
export function isPublicChannel(game: string): boolean {
  if (SITE_CHANNELS.has(game)) return true;
  const id = Number(game.slice(game.indexOf(':') + 1));
  return (
    Number.isInteger(id) &&
    id >= 1 &&
    id <= INT4_MAX &&
    ROOM_CHANNELS.some((channel) => channel(id) === game)
  );
}
