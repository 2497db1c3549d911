import type { Preview } from '@storybook/nextjs-vite';
import '../app/globals.css';
import { ClientProviders } from '../components/shell/ClientProviders.client';
import { STORY_ROOT_ATTRIBUTE } from './story-root';
import type { VisualParameters } from './visual';
import { viewports } from './viewports';

const preview: Preview = {
  parameters: {
    // Modules are full-width page sections: no padding around the canvas.
    layout: 'fullscreen',
    // App Router: next/navigation hooks work in stories.
    nextjs: { appDirectory: true },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is a visual test (.storybook/vitest.setup.ts); a story opts out or narrows it here.
    visual: { disable: false, viewports: ['desktop', 'mobile'] } satisfies VisualParameters,
  },
  // Every page lives inside the site's client state (the search bar's store, the modal container), as the root layout renders it.
  decorators: [
    (Story) => (
      <ClientProviders>
        <Story />
      </ClientProviders>
    ),
  ],
  // The visual tests screenshot this element (.storybook/vitest.setup.ts).
  beforeEach({ canvasElement }) {
    canvasElement.setAttribute(STORY_ROOT_ATTRIBUTE, '');
  },
};

export default preview;
