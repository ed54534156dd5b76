import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters, isReservedNickname, nicknameSkeleton } from './nickname';

describe('nickname skeletons (issue 27)', () => {
  it.each([
    ['Official', 'officiai'],
    ['0ff1c!al', 'officiai'],
    ['Ｏ f f ｉ c i a l', 'officiai'],
    ['\u041efficial', 'officiai'],
    ['Hỗ trợ', 'hotro'],
  ])('%j reads %j', (name, skeleton) => {
    expect(nicknameSkeleton(name.normalize('NFKC'))).toBe(skeleton);
  });
});

describe('reserved nicknames', () => {
  it.each([
    '官方客服',
    'Official',
    'O.F.F.I.C.I.A.L',
    '客服小美',
    '系統通知',
    'Admin',
    'GM_SkinBox',
    '공식계정',
    'Quản trị',
  ])("%j is the site's", (name) => {
    expect(isReservedNickname(name.normalize('NFKC'))).toBe(true);
  });

  it.each(['玩家1234', 'Lucky Star', 'Lily', 'Minh Hoàng', '김민수', '小明同学', 'Tôi là 👩‍💻'])(
    "%j is a player's",
    (name) => {
      expect(isReservedNickname(name.normalize('NFKC'))).toBe(false);
    },
  );
});

describe('invisible characters', () => {
  it.each([
    ['ab\u200bcd', true],
    ['ab\u200dcd', true],
    ['ab\u3164cd', true],
    ['a\u0301\u0301b', true],
    ['Tiến', false],
    ['❤\ufe0f fan', false],
    ['👨\u200d👩\u200d👧', false],
    ['👍🏽 ok', false],
  ])('%j → %s', (name, invisible) => {
    expect(hasInvisibleCharacters(name.normalize('NFKC'))).toBe(invisible);
  });
});
