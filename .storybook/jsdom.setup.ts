import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addEveryKitLocale } from '../packages/ui/src/testing/addEveryKitLocale';

addEveryKitLocale();

// Files that ask for the node environment have no window.
if (typeof window !== 'undefined') {
  // The unit layer runs a worker's files in one window (vitest.config.ts, isolate: false): each
  // file starts from the page a fresh window has, without what the last one left (the kit's
  // imperative layers, the language, stored tokens).
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  // jsdom parses its default style sheet on a document's first getComputedStyle, which Testing
  // Library's role queries and user-event's pointer checks make: half a second on an idle
  // machine, seconds on a loaded one. Paid here, while the first file loads, not in a test.
  window.getComputedStyle(document.documentElement);
}

// A screen test renders a whole page and waits for its mocked calls; on a loaded 2-core machine
// that takes longer than Testing Library's default second, so every find and waitFor has five.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
