// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageLayout } from '@/lib/content/model';
import { ModuleStory, type ModuleStoryProps } from '@/stories/ModuleStory';
import { minimal, valid } from './fixtures';

// Fixture parsing, the valid module's heading and link, the invalid one's diagnostic and the 404 layout
// are covered by renderer/RenderModules.test.tsx; these cover the rest of what a visitor sees.

const show = (props: Partial<ModuleStoryProps> = {}) => render(<ModuleStory module={valid} {...props} />);

// next.config.ts sets `trailingSlash: true`, which Next hands next/link as this variable; unit tests set it themselves.
beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));
afterAll(() => vi.unstubAllEnvs());
afterEach(() => cleanup());

describe('the newsletter', () => {
  it('shows its text and its picture, named by the asset title', () => {
    show();
    expect(
      screen.getByText(
        'One email a week with new trips, last-minute deals and travel ideas. Unsubscribe whenever you like.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Get our best offers first' })).toBeVisible();
  });

  it('opens the sign-up page in the same tab when it is on this site', () => {
    show({ module: { ...valid, url: '/en/newsletter/', external: false } });
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('target')).toBeNull();
  });

  it('opens a sign-up page on another website in a new tab', () => {
    show();
    const link = screen.getByRole('link', { name: 'Subscribe (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://newsletter.example.com/ventura/en/subscribe');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('with only the required fields shows the heading and the button, no picture and no text', () => {
    const { container } = show({ module: minimal });
    expect(screen.getByRole('heading', { level: 2, name: 'Get our best offers first' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      'https://newsletter.example.com/ventura/en/subscribe',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it.each<PageLayout>(['landing', 'parallax'])('is shown on a page with the %s layout', (layout) => {
    show({ layout });
    expect(screen.getByRole('heading', { name: 'Get our best offers first' })).toBeVisible();
  });
});
