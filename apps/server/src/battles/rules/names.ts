/** DESIGN section 3: the game prefix of battle rolls and stakes. */
export const BATTLE_GAME = 'battle';
