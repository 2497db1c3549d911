// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageLayout } from '@/lib/content/model';
import { invalid, minimal, valid } from '@/registry/newsletter/fixtures';
import { fixtureContext } from '@/registry/fixture-context';
import { newsletterSchema } from '@/registry/newsletter/schema';
import { ModuleBoundary } from './ModuleBoundary.client';
import { RenderModules, type RawModule } from './RenderModules';
import { RenderModulesOf } from './render-entry';
import { journeyDayModule } from '@/registry/journey-day';
import { valid as journeyDays } from '@/registry/journey-day/fixtures';
import { dictionaries } from '@/lib/i18n/dictionaries';

vi.mock('server-only', () => ({}));
// next.config.ts sets `trailingSlash: true`, which Next hands next/link as this variable; unit tests set it themselves.
beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));
afterAll(() => vi.unstubAllEnvs());

const page = (
  modules: readonly RawModule[],
  { preview = false, layout = 'default' }: { preview?: boolean; layout?: PageLayout } = {},
) =>
  render(<RenderModules modules={modules} layout={layout} context={fixtureContext('en', { preview })} path="/en/" />);

const en = dictionaries.en;
const warnings = () =>
  vi.mocked(console.warn).mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

describe('fixtures', () => {
  it('valid and minimal parse, invalid does not', () => {
    expect(newsletterSchema.safeParse(valid).success).toBe(true);
    expect(newsletterSchema.safeParse(minimal).success).toBe(true);
    expect(newsletterSchema.safeParse(invalid).success).toBe(false);
  });
});

describe('the renderer', () => {
  afterEach(() => cleanup());

  it('renders a valid module marked with its kind and entry id', () => {
    const { container } = page([valid]);
    const rendered = container.querySelector('[data-module="newsletter"]');
    expect(rendered?.getAttribute('data-entry-id')).toBe('newsletter-offers');
    expect(screen.getByRole('heading', { name: 'Get our best offers first' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Subscribe (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://newsletter.example.com/ventura/en/subscribe',
    );
  });

  it('in production renders nothing for unknown, invalid or misplaced modules and logs one warning each', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = page([{ __typename: 'Carousel3d', sys: { id: 'x1' } }, invalid, valid]);
    expect(container.querySelectorAll('[data-module]')).toHaveLength(1);
    expect(screen.queryByTestId('module-diagnostic')).toBeNull();
    expect(warnings()).toEqual([
      expect.objectContaining({ event: 'module_not_rendered', kind: 'carousel3d', id: 'x1', path: '/en/' }),
      expect.objectContaining({
        event: 'module_not_rendered',
        kind: 'newsletter',
        id: 'newsletter-diagnostics-without-url',
        path: '/en/',
        message: expect.stringContaining('"url" is empty'),
      }),
    ]);

    vi.mocked(console.warn).mockClear();
    const misplaced = page([valid], { layout: '404' });
    expect(misplaced.container.querySelector('[data-module]')).toBeNull();
    expect(warnings()).toEqual([
      expect.objectContaining({ kind: 'newsletter', message: expect.stringContaining('"404"') }),
    ]);
  });

  it('in preview tells the editor which module failed and why', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page([invalid, { __typename: 'Carousel3d', sys: { id: 'x1' } }], { preview: true });
    const notes = screen.getAllByTestId('module-diagnostic');
    expect(notes).toHaveLength(2);
    expect(notes[0]?.textContent).toContain('Module not shown: newsletter (newsletter-diagnostics-without-url)');
    expect(notes[0]?.textContent).toContain('The field "url" is empty.');
    expect(notes[1]?.textContent).toContain('The site has no renderer for modules of this kind.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('in preview tells an empty field (GraphQL sends null) from a value the site cannot show', () => {
    page(
      [
        { ...valid, sys: { id: 'n1' }, url: null },
        { ...valid, sys: { id: 'n2' }, url: 42 },
      ],
      { preview: true },
    );
    const notes = screen.getAllByTestId('module-diagnostic');
    expect(notes[0]?.textContent).toContain('The field "url" is empty.');
    expect(notes[1]?.textContent).toContain('The field "url" has a value the site cannot show.');
  });
});

describe('a module that throws', () => {
  afterEach(() => cleanup());

  function Broken(): never {
    throw new Error('boom');
  }

  it('stays inside its boundary: the rest of the page renders', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <ModuleBoundary kind="broken" id="b1" fallback={<p>placeholder</p>}>
          <Broken />
        </ModuleBoundary>
        <p>the rest of the page</p>
      </>,
    );
    expect(screen.getByText('placeholder')).toBeVisible();
    expect(screen.getByText('the rest of the page')).toBeVisible();
    expect(warnings()).toEqual([
      expect.objectContaining({ event: 'module_crashed', kind: 'broken', id: 'b1', message: 'boom' }),
    ]);
  });
});

describe('RenderModulesOf: one kind through its entry alone (the package page’s itinerary)', () => {
  const days = (modules: readonly RawModule[], preview = false) =>
    render(
      <RenderModulesOf
        modules={modules}
        entry={journeyDayModule}
        typename="JourneyDay"
        context={fixtureContext('en', { preview })}
        path="/en/packages/x/"
      />,
    );

  it('renders the kind as RenderModules would: wrapped, each day a heading', () => {
    const { container } = days([journeyDays as RawModule]);
    const rendered = container.querySelector('[data-module="journeyDay"]');
    expect(rendered?.getAttribute('data-entry-id')).toBe(journeyDays.sys.id);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBe(journeyDays.items.length);
  });

  it('another kind is an unknown module: nothing for visitors, a note in preview', () => {
    const other = { ...(valid as RawModule), sys: { id: 'n1' } };
    const { container } = days([other]);
    expect(container.textContent).toBe('');
    cleanup();
    days([other], true);
    expect(screen.getByText(en.preview.module.unknown)).toBeVisible();
  });
});
