import { describe, expect, it } from 'vitest';
import { startLeadership, type LoopDefinition } from './leader';

describe('leadership without PostgreSQL (PGlite is one process)', () => {
  it('leads at once, runs every loop until stopped, and reports a loop that throws', async () => {
    const changes: boolean[] = [];
    const errors: string[] = [];
    let stoppedLoop = false;
    const waiting: LoopDefinition = {
      name: 'test.waiting',
      run: (signal) =>
        new Promise((resolve) =>
          signal.addEventListener('abort', () => {
            stoppedLoop = true;
            resolve();
          }),
        ),
    };
    const throwing: LoopDefinition = {
      name: 'test.throwing',
      run: () => Promise.reject(new Error('broken')),
    };
    const leadership = startLeadership({
      databaseUrl: undefined,
      loops: [waiting, throwing],
      onChange: (leader) => changes.push(leader),
      onError: (_error, where) => errors.push(where),
    });
    expect(leadership.isLeader()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual(['test.throwing']);
    await leadership.stop();
    expect(stoppedLoop).toBe(true);
    expect(leadership.isLeader()).toBe(false);
    expect(changes).toEqual([true, false]);
  });
});
