import type { MockRoute } from './mockTransport';

interface RecordedCall {
  /** The name the test gave the route's calls. */
  path: string;
  payload: Record<string, unknown>;
}

export type RecordedCalls = ReturnType<typeof recordedCalls>;

/** Routes that note each call they answer, for tests that check what a screen asked for. */
export function recordedCalls() {
  const calls: RecordedCall[] = [];
  return {
    /** Every call noted, in order. */
    all: calls,
    /** A route that notes each call under `name`, then answers it with `answer`. */
    record:
      (name: string, answer: MockRoute): MockRoute =>
      (payload) => {
        calls.push({ path: name, payload });
        return answer(payload);
      },
    /** The payload of the last call noted under `name`. */
    last: (name: string) => calls.filter((call) => call.path === name).at(-1)?.payload,
    /** Whether any call was noted under `name`. */
    made: (name: string) => calls.some((call) => call.path === name),
  };
}
