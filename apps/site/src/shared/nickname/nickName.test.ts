import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from './translations/en.json';
import ko from './translations/ko.json';
import tw from './translations/tw.json';
import vi from './translations/vi.json';
import { nicknameMessages } from './messages';
import { nickNameIn } from './nickName';

const zh = { [nicknameMessages.defaultName.id]: nicknameMessages.defaultName.defaultMessage };

describe('nicknames as the viewer reads them (issue 30)', () => {
  it.each([
    ['zh', zh, '玩家1234'],
    ['tw', tw, '玩家1234'],
    ['en', en, 'Player1234'],
    ['vi', vi, 'Người chơi 1234'],
    ['ko', ko, '플레이어1234'],
  ])('shows the neutral default in %s', (locale, messages, shown) => {
    expect(nickNameIn(createIntl({ locale, messages }), 'Player1234')).toBe(shown);
  });

  it('keeps the digits as written, leading zeros and all', () => {
    expect(nickNameIn(createIntl({ locale: 'en', messages: en }), 'Player0042')).toBe('Player0042');
  });

  it('shows a chosen name as it is, in every language', () => {
    expect(nickNameIn(createIntl({ locale: 'vi', messages: vi }), '阿强')).toBe('阿强');
    expect(nickNameIn(createIntl({ locale: 'zh', messages: zh }), 'Player')).toBe('Player');
  });
});
