import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/testServer';
import { contentSecurityDirectives, scriptOrigin } from './contentSecurity';

const policyOf = (header: string | null) =>
  Object.fromEntries(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('the Content-Security-Policy and the third-party scripts', () => {
  let server: TestServer;
  let bare: TestServer;
  beforeAll(async () => {
    [server, bare] = await Promise.all([
      startTestServer({
        VITE_CHAT_SCRIPT: 'https://chat.example.com:8443/widget.js?site=7',
        VITE_ANALYTICS_SCRIPT: 'https://stats.example.net/s.js?id={keyWord}',
      }),
      startTestServer(),
    ]);
  });
  afterAll(() => Promise.all([server.close(), bare.close()]));

  it('lets exactly the chat widget’s and the analytics script’s origins in', async () => {
    const policy = policyOf(
      (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy'),
    );
    const both = ['https://stats.example.net', 'https://chat.example.com:8443'];
    expect(policy['script-src']).toEqual(["'self'", ...both]);
    expect(policy['frame-src']).toEqual(["'self'", ...both]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:', ...both]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('lets no third party in when neither script is set', async () => {
    const policy = policyOf(
      (await fetch(`${bare.url}/api/health`)).headers.get('content-security-policy'),
    );
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
  });

  it('takes one origin once, and refuses an address that is not absolute http(s)', () => {
    const one = contentSecurityDirectives({
      VITE_CHAT_SCRIPT: 'https://cdn.example.com/chat.js',
      VITE_ANALYTICS_SCRIPT: 'https://cdn.example.com/a.js?k={keyWord}',
    });
    expect(one.scriptSrc).toEqual(["'self'", 'https://cdn.example.com']);
    expect(() => scriptOrigin('/local/chat.js')).toThrow(/absolute http\(s\) URL/);
    expect(() => scriptOrigin('javascript:alert(1)')).toThrow(/absolute http\(s\) URL/);
    expect(() => loadConfig({ VITE_CHAT_SCRIPT: 'chat.js' })).toThrow(/VITE_CHAT_SCRIPT/);
    expect(loadConfig({ VITE_CHAT_SCRIPT: '' }).VITE_CHAT_SCRIPT).toBeUndefined();
  });
});
