/**
 * A new player's nickname until they choose one (issue 30): the server stores a neutral token,
 * "Player" and the last four digits of the phone, and each site shows it in its viewer's language
 * ("玩家1234", "Người chơi 1234"), so a player's default name reads right to everyone who sees it.
 */
const DEFAULT_NICKNAME = /^Player(\d{4})$/;

/** The nickname a player registered with `mobile` gets when they give none. */
export function defaultNickName(mobile: string): string {
  return `Player${mobile.slice(-4)}`;
}

/** The digits of a default nickname, for the site to show in its language; null for a chosen one. */
export function defaultNickNameDigits(nickName: string): string | null {
  return DEFAULT_NICKNAME.exec(nickName)?.[1] ?? null;
}
