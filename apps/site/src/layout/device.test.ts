import { describe, expect, it } from 'vitest';
import { DESKTOP_BREAKPOINT, isMobileAgent, layoutFor } from './device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const WECOM = 'Mozilla/5.0 (Linux; Android 13) wxwork/4.1.0 MicroMessenger/7.0.1';

describe('layoutFor', () => {
  it('sends phones to /m whatever their width', () => {
    expect(layoutFor(IPHONE, 1400)).toBe('m');
  });

  it('sends desktops at the breakpoint or wider to /p', () => {
    expect(DESKTOP_BREAKPOINT).toBe(1024);
    expect(layoutFor(DESKTOP, 1024)).toBe('p');
  });

  it('sends desktop windows narrower than 1024 px to /m', () => {
    expect(layoutFor(DESKTOP, 1023)).toBe('m');
  });

  it('recognises enterprise messaging-app browsers as mobile', () => {
    expect(isMobileAgent(WECOM)).toBe(true);
  });
});
