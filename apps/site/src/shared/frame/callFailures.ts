import { createContext } from 'react';
import type { CallFailure } from './callFailure';

/** A screen's call that failed with nothing to show, and how to ask again. */
export interface FailedCall {
  failure: CallFailure;
  retry(): void;
}

/**
 * Where the calls of the page on screen report that they failed (`null` once they recover), so
 * the page's frame shows one error state for the page instead of each screen spinning forever.
 * Outside a frame (a story, a test) nothing listens.
 */
export const CallFailures = createContext<{
  report(id: string, failed: FailedCall | null): void;
} | null>(null);
