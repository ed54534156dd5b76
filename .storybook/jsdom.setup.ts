import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addEveryKitLocale } from '../packages/ui/src/testing/addEveryKitLocale';

addEveryKitLocale();

// jsdom parses its default style sheet on a document's first getComputedStyle, which Testing
// Library's role queries and user-event's pointer checks make: half a second on an idle machine,
// seconds on a loaded one. Every unit file pays it while it loads, not inside its first test.
// Files that ask for the node environment have no window.
if (typeof window !== 'undefined') window.getComputedStyle(document.documentElement);

afterEach(() => {
  cleanup();
});
