import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { plain } from '@/components/product-card/fixtures';
import { ClientProviders } from '@/components/shell/ClientProviders.client';
import { fixtureContext } from '@/registry/fixture-context';

vi.mock('server-only', () => ({}));
const { CampaignStep } = await import('./CampaignStep');

const rendering = { locale: 'en' as const, path: '/en/', context: fixtureContext('en') };
const html = async (heroes: readonly unknown[]) =>
  renderToString(
    <ClientProviders>
      {
        (await CampaignStep({
          rendering,
          loading: Promise.resolve(plain as never),
          heroBanners: Promise.resolve(heroes),
        })) as ReactElement
      }
    </ClientProviders>,
  );

describe('the campaign product step', () => {
  it('preloads its photo where it is the page’s first picture: a page without hero banners', async () => {
    const page = await html([]);
    expect(page).toContain(plain.name);
    expect(page).toMatch(/<link rel="preload" as="image" fetchPriority="high"/);
    expect(page).toMatch(/<img [^>]*fetchPriority="high"/);
  });

  it('under a hero fetches its photo lazily, leaving the hero’s the only preload', async () => {
    const page = await html([{ __typename: 'HeroBanner', sys: { id: 'page-home.heroBanners' }, items: [{}] }]);
    expect(page).toContain(plain.name);
    expect(page).not.toContain('rel="preload"');
    expect(page).toMatch(/<img [^>]*loading="lazy"/);
  });
});
