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

describe.each(Object.entries(modules))('%s', (path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
  const visual = stories.filter(([, story]) => story.tags.includes('visual'));
  test.each(visual)('%s', async (name, Story) => {
    await project.beforeAll();
    render(<Story />);
    await Story.run?.({ canvasElement: document.body });
    const id = `${path.replace(/^.*\/src\//, '').replace(/\.stories\.tsx$/, '')}-${name}`;
    await expect
      .element(page.getByTestId('state-matrix'))
      .toMatchScreenshot(id.replaceAll('/', '_'));
  });
});
