import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { findMisplacedItems } from './itemInvariants';
import { findLedgerMismatches } from './ledgerInvariants';
import { startTestServer, type TestServer } from './testServer';

/**
 * One test server for the enclosing describe block, whose every test must leave the books
 * balanced (DESIGN section 2) and, with `items`, every bag entry where it belongs: started before
 * the tests, checked after each one, closed after all. The real timers come back before the
 * checks, so a test that fakes the clock cannot leave it faked for the next. Returns the running
 * server (call it inside a test or a later hook).
 */
export function checkedTestServer(checks: { items?: boolean } = {}): () => TestServer {
  let server: TestServer | undefined;
  const running = () => {
    if (!server) throw new Error('the test server has not started (call it inside a test)');
    return server;
  };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    vi.useRealTimers();
    expect(await findLedgerMismatches(running().database.db)).toEqual([]);
    if (checks.items) expect(await findMisplacedItems(running().database.db)).toEqual([]);
  });
  // A server that never started (its start timed out) has nothing to close.
  afterAll(() => server?.close());
  return running;
}
