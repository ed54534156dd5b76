import { describe, expect, it } from 'vitest';
import { CLICK_ID_SUFFIX, captureLanding, UNDEFINED_WX_PAIR } from './landing';
import { memoryStorage } from './storage';

const context = (search: string, isMobile = false) => ({
  search,
  isMobile,
  randomId: () => 'uuid-1',
});

describe('luck_fcode', () => {
  it('stores the code query parameter', () => {
    const storage = memoryStorage();
    captureLanding(storage, context('?code=INV42'));
    expect(storage.getItem('luck_fcode')).toBe('INV42');
  });

  it('keeps a code already stored', () => {
    const storage = memoryStorage({ luck_fcode: 'FIRST' });
    captureLanding(storage, context('?code=SECOND'));
    expect(storage.getItem('luck_fcode')).toBe('FIRST');
  });
});

describe('bd_vid', () => {
  it('stores a click id with suffix 1 on desktop', () => {
    const storage = memoryStorage();
    captureLanding(storage, context('?click_id=abc&bd_vid=raw', false));
    expect(storage.getItem('bd_vid')).toBe('abc1');
    expect(CLICK_ID_SUFFIX.desktop).toBe('1');
  });

  it('stores a click id with suffix 2 on mobile', () => {
    const storage = memoryStorage();
    captureLanding(storage, context('?click_id=abc', true));
    expect(storage.getItem('bd_vid')).toBe('abc2');
  });

  it('otherwise stores the raw bd_vid parameter', () => {
    const storage = memoryStorage();
    captureLanding(storage, context('?bd_vid=raw-id', true));
    expect(storage.getItem('bd_vid')).toBe('raw-id');
  });
});

describe('wx_vid', () => {
  it('joins AppID and OpenID with a comma', () => {
    const storage = memoryStorage();
    captureLanding(storage, context('?AppID=wx1&OpenID=op2'));
    expect(storage.getItem('wx_vid')).toBe('wx1,op2');
  });

  it('removes a stored undefined pair', () => {
    const storage = memoryStorage({ wx_vid: UNDEFINED_WX_PAIR });
    captureLanding(storage, context(''));
    expect(storage.getItem('wx_vid')).toBeNull();
    expect(UNDEFINED_WX_PAIR).toBe('undefined,undefined');
  });
});

describe('device_uuid', () => {
  it('is generated once', () => {
    const storage = memoryStorage();
    captureLanding(storage, context(''));
    captureLanding(storage, { ...context(''), randomId: () => 'uuid-2' });
    expect(storage.getItem('device_uuid')).toBe('uuid-1');
  });
});
