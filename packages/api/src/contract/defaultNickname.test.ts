import { describe, expect, it } from 'vitest';
import { defaultNickName, defaultNickNameDigits } from './defaultNickname';

describe('default nicknames (issue 30)', () => {
  it("is a neutral token of the phone's last four digits", () => {
    expect(defaultNickName('13800138000')).toBe('Player8000');
    expect(defaultNickNameDigits(defaultNickName('13912340042'))).toBe('0042');
  });

  it.each(['玩家8000', 'Player', 'Player123', 'Player12345', 'player8000', 'Player8000!'])(
    '%j is a chosen name, shown as it is',
    (name) => {
      expect(defaultNickNameDigits(name)).toBeNull();
    },
  );
});
