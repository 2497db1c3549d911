// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { fixtureContext } from '@/registry/fixture-context';
import { LandingLayout } from './LandingLayout';
import { ParallaxLayout } from './ParallaxLayout';

afterEach(cleanup);

const description = 'Details on [the race’s site](https://rome-marathon.example.com/it/).';
const note = dictionaries.it.links.opensInNewTab;

describe('the layouts’ introductions', () => {
  it.each([
    ['landing', LandingLayout],
    ['parallax', ParallaxLayout],
  ] as const)('%s: a link to another website opens a new tab and says so in the page’s language', (_name, Layout) => {
    render(
      <Layout title="Maratona di Roma" description={description} t={fixtureContext('it').t}>
        {null}
      </Layout>,
    );
    const link = screen.getByRole('link', { name: `the race’s site ${note}` });
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
