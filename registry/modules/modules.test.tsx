// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import type { PageLayout } from '@/lib/content/model';
import type { Locale } from '@/lib/i18n/locales';
import type { PageModule } from '@/lib/content/pages';
import { fixtureContext } from '@/registry/fixture-context';
import { RenderModules, type RawModule } from '@/renderer/RenderModules';
import {
  darkSliders,
  dropdown,
  hiddenTabsMenu,
  invalid,
  italian,
  minimal,
  sliders,
  soldNowhere,
  unpublished,
  valid,
} from './fixtures';
import { modulesSchema } from './schema';

vi.mock('server-only', () => ({}));

function page(
  module: RawModule,
  {
    locale = 'en',
    preview = false,
    layout = 'default',
    tabPanel,
  }: {
    locale?: Locale;
    preview?: boolean;
    layout?: PageLayout;
    tabPanel?: (moduleId: string, tabId: string) => Promise<ReactNode>;
  } = {},
) {
  const context = { ...fixtureContext(locale, { preview }), ...(tabPanel ? { tabPanel } : {}) };
  return render(<RenderModules modules={[module]} layout={layout} context={context} path={`/${locale}/`} />);
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const visiblePanel = () => screen.getByRole('tabpanel');
const cardTitles = (within_: HTMLElement) =>
  within(within_)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('modulesSchema', () => {
  it('parses every fixture but the invalid one', () => {
    for (const fixture of [
      valid,
      minimal,
      sliders,
      darkSliders,
      dropdown,
      hiddenTabsMenu,
      italian,
      unpublished,
      soldNowhere,
    ]) {
      expect(modulesSchema.safeParse(fixture).error).toBeUndefined();
    }
  });

  it('refuses a layout whose fields are empty, naming the field', () => {
    expect(modulesSchema.safeParse(invalid).error?.issues.map((issue) => issue.path)).toEqual([['tabs']]);
    const emptySliders = { ...sliders, leftSlidersCollection: { items: [] }, rightSlidersCollection: null };
    expect(modulesSchema.safeParse(emptySliders).error?.issues.map((issue) => issue.path)).toEqual([
      ['leftSliders'],
      ['rightSliders'],
    ]);
    expect(
      modulesSchema
        .safeParse({ ...dropdown, dropdownListCollection: { items: [null] } })
        .error?.issues.map((issue) => issue.path),
    ).toEqual([['dropdownList']]);
    // One side is enough for a sliders layout.
    expect(modulesSchema.safeParse({ ...sliders, rightSlidersCollection: null }).success).toBe(true);
  });

  it('reads every field loadPageModules delivers (compile-time)', () => {
    type LoadedModules = Extract<PageModule, { __typename: 'Modules' }>;
    // tabsCollection stays in the loader's result but the renderer reads `tabs`; null-ness is the schema's call.
    expectTypeOf<Exclude<keyof LoadedModules, '__typename' | 'tabsCollection'>>().toEqualTypeOf<
      keyof z.input<typeof modulesSchema>
    >();
  });
});

describe('the modules module', () => {
  afterEach(() => cleanup());

  it('is drawn on default and landing pages only', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(page(valid, { layout: 'landing' }).container.querySelector('[data-module="modules"]')).not.toBeNull();
    cleanup();
    expect(page(valid, { layout: 'parallax' }).container.querySelector('[data-module="modules"]')).toBeNull();
  });

  it('tells the editor in preview that a tabs layout has no tabs', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page(invalid, { preview: true });
    const note = screen.getByTestId('module-diagnostic').textContent;
    expect(note).toContain('Module not shown: modules (modules-diagnostics-tabs-without-tabs)');
    expect(note).toContain('The field "tabs"');
  });
});

describe('tabs', () => {
  afterEach(() => cleanup());

  it('shows the heading, the tab names and the first tab’s packages with their prices', () => {
    page(valid);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Our favourite trips');
    expect(screen.getByText('Chosen by our travel specialists, with prices updated every day.')).toBeVisible();
    expect(screen.getByRole('tablist', { name: 'Our favourite trips' })).toBeVisible();
    expect(tabNames()).toEqual(['Europe', 'Long haul', 'Beach']);
    expect(cardTitles(visiblePanel())).toEqual([
      'Amalfi Coast Classic',
      'Algarve Beach Holiday',
      'Cyclades Island Hopping',
    ]);
    expect(within(visiblePanel()).getByText('From £1,110')).toBeVisible();
    // Every panel exists (each tab controls one); an inactive one is hidden and empty until first opened.
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(3);
    expect(panels.map((panel) => [panel.hidden, panel.querySelectorAll('article').length])).toEqual([
      [false, 3],
      [true, 0],
      [true, 0],
    ]);
  });

  it('fills a tab’s panel when it is first opened and keeps it when the visitor moves on', () => {
    page(valid);
    const [europe, longHaul] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    fireEvent.click(longHaul);
    expect(cardTitles(visiblePanel())[0]).toBe('Thailand Highlights');
    fireEvent.click(europe);
    const longHaulPanel = document.getElementById(longHaul.getAttribute('aria-controls')!)!;
    expect([longHaulPanel.hidden, longHaulPanel.querySelectorAll('article').length > 0]).toEqual([true, true]);
  });

  describe('where the page renders a tab on request (context.tabPanel)', () => {
    /** A stand-in for the server action: resolves or rejects when the test says so, and records what it was asked. */
    function panelServer() {
      const asked: string[] = [];
      const pending: Array<{ resolve: (panel: ReactNode) => void; reject: (error: Error) => void }> = [];
      const tabPanel = (moduleId: string, tabId: string) =>
        new Promise<ReactNode>((resolve, reject) => {
          asked.push(`${moduleId}/${tabId}`);
          pending.push({ resolve, reject });
        });
      return { asked, pending, tabPanel };
    }
    const [, longHaulTab] = valid.tabs;

    it('sends the first tab’s cards only and asks for another tab’s when it is opened, saying it is loading meanwhile', async () => {
      const server = panelServer();
      page(valid, { tabPanel: server.tabPanel });
      expect(cardTitles(visiblePanel())).toEqual([
        'Amalfi Coast Classic',
        'Algarve Beach Holiday',
        'Cyclades Island Hopping',
      ]);
      expect(server.asked).toEqual([]);

      fireEvent.click(screen.getByRole('tab', { name: 'Long haul' }));
      expect(server.asked).toEqual([`modules-home-favourite-trips/${longHaulTab!.sys.id}`]);
      expect(visiblePanel().getAttribute('aria-busy')).toBe('true');
      expect(visiblePanel().textContent).toBe('Loading the packages…');

      await act(async () => server.pending[0]!.resolve(<p>Thailand from the server</p>));
      expect(visiblePanel().textContent).toBe('Thailand from the server');
      expect(visiblePanel().hasAttribute('aria-busy')).toBe(false);

      // Back and forth, and pointed at again: asked once.
      fireEvent.click(screen.getByRole('tab', { name: 'Europe' }));
      fireEvent.pointerEnter(screen.getByRole('tab', { name: 'Long haul' }));
      fireEvent.click(screen.getByRole('tab', { name: 'Long haul' }));
      expect(server.asked).toHaveLength(1);
      expect(visiblePanel().textContent).toBe('Thailand from the server');
    });

    it('asks for a tab’s panel as soon as the pointer is on the tab', () => {
      const server = panelServer();
      page(valid, { tabPanel: server.tabPanel });
      fireEvent.pointerEnter(screen.getByRole('tab', { name: 'Beach' }));
      expect(server.asked).toEqual([`modules-home-favourite-trips/${valid.tabs[2]!.sys.id}`]);
      expect(screen.getByRole('tab', { name: 'Europe' }).getAttribute('aria-selected')).toBe('true');
    });

    it('says so when a panel could not be loaded (or is gone), and asks again on "Try again"', async () => {
      const server = panelServer();
      page(valid, { tabPanel: server.tabPanel });
      fireEvent.click(screen.getByRole('tab', { name: 'Long haul' }));
      await act(async () => server.pending[0]!.reject(new Error('offline')));
      const alert = within(visiblePanel()).getByRole('alert');
      expect(alert.textContent).toContain('These packages could not be loaded.');

      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(server.asked).toHaveLength(2);
      expect(visiblePanel().textContent).toBe('Loading the packages…');
      await act(async () => server.pending[1]!.resolve(null));
      expect(within(visiblePanel()).getByRole('alert').textContent).toContain('These packages could not be loaded.');
    });

    it('in Italian, says it in Italian', async () => {
      const server = panelServer();
      page(italian, { locale: 'it', tabPanel: server.tabPanel });
      fireEvent.click(screen.getByRole('tab', { name: 'Lungo raggio' }));
      expect(visiblePanel().textContent).toBe('Caricamento dei pacchetti…');
      await act(async () => server.pending[0]!.reject(new Error('offline')));
      expect(within(visiblePanel()).getByRole('button', { name: 'Riprova' })).toBeVisible();
    });
  });

  it('follows the WAI-ARIA tabs pattern: arrows (wrapping), Home and End move and select; one tab in the Tab order', () => {
    page(valid);
    const [europe, longHaul, beach] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    expect(europe.getAttribute('aria-selected')).toBe('true');
    expect([europe.tabIndex, longHaul.tabIndex, beach.tabIndex]).toEqual([0, -1, -1]);
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe(europe.id);
    expect(europe.getAttribute('aria-controls')).toBe(visiblePanel().id);

    europe.focus();
    fireEvent.keyDown(europe, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(longHaul);
    expect(longHaul.getAttribute('aria-selected')).toBe('true');
    expect([europe.tabIndex, longHaul.tabIndex, beach.tabIndex]).toEqual([-1, 0, -1]);
    expect(cardTitles(visiblePanel())[0]).toBe('Thailand Highlights');

    fireEvent.keyDown(longHaul, { key: 'End' });
    expect(document.activeElement).toBe(beach);
    fireEvent.keyDown(beach, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(europe);
    fireEvent.keyDown(europe, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(beach);
    expect(cardTitles(visiblePanel())).toEqual([
      'Balearic Island Hopping',
      'Havana and Varadero',
      'Rio de Janeiro City Break',
    ]);
    fireEvent.keyDown(beach, { key: 'Home' });
    expect(document.activeElement).toBe(europe);
    expect(europe.getAttribute('aria-selected')).toBe('true');
  });

  it('selects a tab on click', () => {
    page(valid);
    fireEvent.click(screen.getByRole('tab', { name: 'Beach' }));
    expect(screen.getByRole('tab', { name: 'Beach' }).getAttribute('aria-selected')).toBe('true');
    expect(within(visiblePanel()).getByText('From £635')).toBeVisible();
  });

  it('leaves out a tab whose market sells nothing', () => {
    page({ ...valid, tabs: valid.tabs.map((tab, index) => (index === 0 ? { ...tab, products: [] } : tab)) });
    expect(tabNames()).toEqual(['Long haul', 'Beach']);
    expect(cardTitles(visiblePanel())[0]).toBe('Thailand Highlights');
  });

  it('with the tab names hidden, shows the first tab’s packages without a tab list', () => {
    page(hiddenTabsMenu);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(cardTitles(document.body)).toEqual([
      'Bali Honeymoon Villa',
      'Safari and Zanzibar Beaches',
      'Amalfi Coast Classic',
      'Riviera Maya All-Inclusive',
    ]);
  });

  it('shows nothing when no tab has anything for sale, and tells the editor why in preview', () => {
    const visitor = page(soldNowhere);
    expect(visitor.container.querySelector('[data-module="modules"]')?.childElementCount).toBe(0);
    cleanup();
    page(soldNowhere, { preview: true });
    expect(screen.getByTestId('module-diagnostic').textContent).toContain(
      'Section not shown in this market: Our favourite trips',
    );
  });

  it('in Italian, shows Italian tabs and euro prices', () => {
    page(italian, { locale: 'it' });
    expect(tabNames()).toEqual(['Europa', 'Lungo raggio', 'Mare']);
    const amalfi = within(visiblePanel()).getAllByRole('article')[0]!;
    expect(within(amalfi).getByText('Da 1010 €')).toBeVisible();
    expect(within(amalfi).getByText('La nostra scelta migliore')).toBeVisible();
  });
});

describe('sliders', () => {
  afterEach(() => cleanup());

  it('shows each side as a labelled, focusable row of slides linking where the editor chose', () => {
    page(sliders);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Our offices');
    const [left, right] = screen.getAllByRole('list') as [HTMLElement, HTMLElement];
    expect(left.getAttribute('aria-label')).toBe('Our offices, gallery 1');
    expect(right.getAttribute('aria-label')).toBe('Our offices, gallery 2');
    expect(left.tabIndex).toBe(0);
    expect(cardTitles(left)).toEqual(['London', 'Milan']);
    expect(cardTitles(right)).toEqual(['Lisbon', 'Madrid']);
    const london = within(left).getByRole('link', { name: 'London' });
    expect(london.getAttribute('href')).toMatch(/^\/en\/contact-us\/?$/);
    expect(london.hasAttribute('target')).toBe(false);
    expect(within(left).getByText('Our head office, a few steps from Covent Garden.')).toBeVisible();
  });

  it('opens an external slide link in a new tab', () => {
    const items = sliders.leftSlidersCollection!.items;
    page({
      ...sliders,
      leftSlidersCollection: { items: [{ ...items[0]!, link: 'https://www.visitlondon.com/', external: true }] },
    });
    const link = screen.getByRole('link', { name: 'London (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.visitlondon.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has previous/next buttons that stay hidden while there is nothing to scroll', () => {
    page(sliders);
    const next = screen.getAllByRole('button', { hidden: true, name: 'Next slides' });
    expect(next).toHaveLength(2);
    // jsdom lays nothing out, so every row fits: the buttons are not offered.
    expect(next.every((button) => button.classList.contains('invisible'))).toBe(true);
  });

  it('is light text on a dark background when `dark` is set', () => {
    const { container } = page(darkSliders);
    expect(container.querySelector('section')?.className).toContain('bg-neutral-900 text-white');
    cleanup();
    expect(page(sliders).container.querySelector('section')?.className).not.toContain('bg-neutral-900');
  });
});

describe('dropdown', () => {
  afterEach(() => cleanup());

  it('shows each question as a closed disclosure whose answer keeps the editor’s formatting', () => {
    const { container } = page(dropdown);
    const items = Array.from(container.querySelectorAll('details'));
    expect(items).toHaveLength(6);
    expect(items.every((item) => !item.open)).toBe(true);
    expect(items.map((item) => item.querySelector('summary h3')?.textContent)).toEqual([
      'How much do I pay when I book?',
      'Which documents do I need?',
      'Can I change my booking?',
      'Is travel insurance included?',
      'Where do I find my booking?',
      'Can I get a printed catalogue?',
    ]);
    expect(items[0]?.querySelector('strong')?.textContent).toBe('deposit of 25%');
    expect(within(items[4]!).getByRole('link', { name: 'My booking', hidden: true }).getAttribute('href')).toBe(
      '/en/my-booking/',
    );
    expect(items[0]?.querySelector('svg[data-icon="credit-card"]')).not.toBeNull();
  });

  it('withdrawn with "Hide from the site", shows nothing to visitors and a note to editors', () => {
    const visitor = page(unpublished);
    expect(visitor.container.querySelector('details')).toBeNull();
    expect(visitor.container.querySelector('[data-module="modules"]')?.childElementCount).toBe(0);
    cleanup();
    page(unpublished, { preview: true });
    expect(screen.getByTestId('module-diagnostic').textContent).toContain('Hidden section: Frequently asked questions');
  });

  it('shows a minimal item: its question, no answer', () => {
    const { container } = page(minimal);
    expect(container.querySelectorAll('details')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('How much do I pay when I book?');
  });
});
