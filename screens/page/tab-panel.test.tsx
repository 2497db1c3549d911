// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropdown, italian, valid } from '@/registry/modules/fixtures';

vi.mock('server-only', () => ({}));
const loadPageModules = vi.fn();
const showsDrafts = vi.fn();
vi.mock('@/lib/content/pages', () => ({ loadPageModules: (...args: unknown[]) => loadPageModules(...args) }));
vi.mock('@/lib/content/draft', () => ({ showsDrafts: () => showsDrafts() }));

const { packageTabPanel } = await import('./tab-panel');

const [europe, longHaul, beach] = valid.tabs;
const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('packageTabPanel (the server action behind a tab opened in the browser)', () => {
  beforeEach(() => {
    loadPageModules.mockResolvedValue([dropdown, valid]);
    showsDrafts.mockResolvedValue(false);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('renders the asked tab’s cards from the page’s modules, as the page would have', async () => {
    render(
      (await packageTabPanel('en', 'page-home', 'modules-home-favourite-trips', longHaul!.sys.id)) as ReactElement,
    );
    expect(loadPageModules).toHaveBeenCalledWith('en', 'page-home', { preview: false });
    expect(cardNames()[0]).toBe('Thailand Highlights');
    expect(cardNames()).toHaveLength(longHaul!.products.length);
    expect(screen.getAllByText(/^From £/)).toHaveLength(longHaul!.products.length);
  });

  it('reads drafts in draft mode, and in the page’s language', async () => {
    showsDrafts.mockResolvedValue(true);
    loadPageModules.mockResolvedValue([italian]);
    render((await packageTabPanel('it', 'page-home', italian.sys.id, italian.tabs[2]!.sys.id)) as ReactElement);
    expect(loadPageModules).toHaveBeenCalledWith('it', 'page-home', { preview: true });
    expect(screen.getAllByText(/^Da .*€$/).length).toBeGreaterThan(0);
  });

  it('answers null for a tab, module or page that is not there (or not a tabs module), so the panel says it could not load', async () => {
    expect(await packageTabPanel('en', 'page-home', 'modules-home-favourite-trips', 'no-such-tab')).toBeNull();
    expect(await packageTabPanel('en', 'page-home', 'no-such-module', europe!.sys.id)).toBeNull();
    expect(await packageTabPanel('en', 'page-home', dropdown.sys.id, europe!.sys.id)).toBeNull();
    loadPageModules.mockResolvedValue([{ ...valid, unPublish: true }]);
    expect(await packageTabPanel('en', 'page-home', 'modules-home-favourite-trips', beach!.sys.id)).toBeNull();
    loadPageModules.mockResolvedValue([]);
    expect(await packageTabPanel('en', 'page-home', 'modules-home-favourite-trips', beach!.sys.id)).toBeNull();
  });

  it('refuses arguments a page never sends, without asking the CMS', async () => {
    const refused: Array<[unknown, unknown, unknown, unknown]> = [
      ['fr', 'page-home', 'modules-home-favourite-trips', europe!.sys.id],
      ['en', '../page', 'modules-home-favourite-trips', europe!.sys.id],
      ['en', 'page-home', { id: 'x' }, europe!.sys.id],
      ['en', 'page-home', 'modules-home-favourite-trips', 'x'.repeat(65)],
    ];
    for (const [locale, pageId, moduleId, tabId] of refused)
      expect(await packageTabPanel(locale, pageId, moduleId, tabId)).toBeNull();
    expect(loadPageModules).not.toHaveBeenCalled();
  });
});
