import type { Preview } from '@storybook/react-vite';
import { KitProvider, LOCALES, darkTokens, lightTokens, type Locale } from '@skinbox/ui';
import { addEveryKitLocale } from '../packages/ui/src/testing/addEveryKitLocale';

addEveryKitLocale();

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
    skin: {
      description: 'Theme',
      toolbar: { icon: 'paintbrush', items: ['dark', 'light'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'zh', skin: 'dark' },
  decorators: [
    (Story, { globals }) => (
      <KitProvider
        locale={(globals.locale as Locale | undefined) ?? 'zh'}
        tokens={globals.skin === 'light' ? lightTokens : darkTokens}
      >
        <div
          style={{
            padding: 16,
            background: 'var(--sb-color-background)',
            color: 'var(--sb-color-text)',
            minHeight: '100%',
          }}
        >
          <Story />
        </div>
      </KitProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story's play ends with an axe run in chromium; a violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
