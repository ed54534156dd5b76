import { describe, expect, it } from 'vitest';
import { isValidTradeLink } from './tradeLink';

describe('Steam trade links', () => {
  it('accepts a trade offer link', () => {
    expect(
      isValidTradeLink(
        'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_f12',
      ),
    ).toBe(true);
  });

  it.each([
    'http://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCdEf12',
    'https://steamcommunity.com.evil.io/tradeoffer/new/?partner=1&token=AbCdEf12',
    'https://steamcommunity.com/tradeoffer/new/?partner=0&token=AbCdEf12',
    'https://steamcommunity.com/tradeoffer/new/?partner=99999999999&token=AbCdEf12',
    'https://steamcommunity.com/tradeoffer/new/?partner=12&token=short',
    'https://steamcommunity.com/profiles/1/?partner=12&token=AbCdEf12',
    'not a link',
  ])('refuses %s', (link) => {
    expect(isValidTradeLink(link)).toBe(false);
  });
});
