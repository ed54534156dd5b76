import { describe, expect, it } from 'vitest';
import { isPublicChannel } from './channels';

describe('the channels a socket may enter (issue 27)', () => {
  it.each(['battle', 'crash', 'chat:lobby', 'drops:zh', 'drops:tw', 'battle:1', 'roll:2147483647'])(
    '%s is open',
    (game) => {
      expect(isPublicChannel(game)).toBe(true);
    },
  );

  it.each([
    'home',
    'nope',
    'chat:secret',
    'drops:fr',
    'battle:0',
    'battle:01',
    'roll:2147483648',
    'crash:1',
    'battle:1.5',
  ])('%s is not a channel of the site', (game) => {
    expect(isPublicChannel(game)).toBe(false);
  });
});
