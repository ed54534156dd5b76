/**
 * Visual baselines: every story tagged 'visual' (each widget's state matrix) rendered in chromium
 * and compared with its committed screenshot. Update with `pnpm test:visual -u` after a deliberate
 * design change, and look at the new PNGs before committing them.
 */
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from './preview';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const project = setProjectAnnotations([previewAnnotations]);

// Spinners and transitions would make every screenshot differ: freeze them.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freeze);

const modules = import.meta.glob<StoryModule>(
  ['../packages/*/src/**/*.stories.tsx', '../apps/site/src/**/*.stories.tsx'],
  { eager: true },
);

const baselines = Object.entries(modules).flatMap(([path, module]) =>
  (Object.entries(composeStories(module)) as [string, ComposedStory][])
    .filter(([, story]) => story.tags.includes('visual'))
    .map(([name, story]) => ({
      id: `${path.replace(/^.*\/src\//, '').replace(/\.stories\.tsx$/, '')}-${name}`.replaceAll(
        '/',
        '_',
      ),
      story,
    })),
);

// A loop, not test.each: test.each cuts interpolated names at 40 characters, and `-t <id>` must
// find every baseline by its full name.
describe('visual baselines', () => {
  for (const { id, story: Story } of baselines)
    test(id, async () => {
      await project.beforeAll();
      render(<Story />);
      await Story.run?.({ canvasElement: document.body });
      const matrix = page.getByTestId('state-matrix');
      // A matrix larger than the window would be cut off: grow the window to hold it.
      const box = matrix.element().getBoundingClientRect();
      await page.viewport(
        Math.max(800, Math.ceil(box.right) + 32),
        Math.max(600, Math.ceil(box.bottom) + 32),
      );
      await expect.element(matrix).toMatchScreenshot(id);
    });
});
