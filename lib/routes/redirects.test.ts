import { describe, expect, it } from 'vitest';
import { appliesAt, buildRedirectTable, reachesRedirects, redirectLookup, type RedirectSource } from './redirects';

const to = (address: string) => ({ kind: 'address' as const, address });
const source = (
  id: string,
  from: string,
  target: RedirectSource['to'],
  extra: Partial<RedirectSource> = {},
): RedirectSource => ({
  origin: 'redirect',
  id,
  from,
  to: target,
  permanent: true,
  ...extra,
});
const messagesOf = (sources: RedirectSource[]) =>
  buildRedirectTable(sources).refused.map(({ from, message }) => `${from}: ${message}`);

describe('the redirect table', () => {
  it('serves an address of one language, permanent (308) or temporary (307), keeping the query for targets on the site', () => {
    const { redirects, refused } = buildRedirectTable([
      source('offers-en', '/en/offers/', to('/en/results/packages/')),
      source('offers-it', '/it/offerte/', to('/it/risultati/pacchetti/'), { permanent: false }),
    ]);
    expect(refused).toEqual([]);
    expect(redirects).toEqual([
      {
        from: '/en/offers/',
        location: '/en/results/packages/',
        status: 308,
        keepQuery: true,
        start: null,
        end: null,
        origin: 'redirect',
        id: 'offers-en',
      },
      {
        from: '/it/offerte/',
        location: '/it/risultati/pacchetti/',
        status: 307,
        keepQuery: true,
        start: null,
        end: null,
        origin: 'redirect',
        id: 'offers-it',
      },
    ]);
  });

  it('serves an address in every language (`/*/`) to each language’s target, and says which language an entry lacks', () => {
    const table = buildRedirectTable([
      source('tours', '/*/tours/', to('/*/ai-tours/')),
      source('rio', '/*/rio/', {
        kind: 'entry',
        entryId: 'landing-rio',
        addresses: { en: '/en/events/rio/', it: '/it/eventi/rio/', es: '/es/events/rio/' },
      }),
    ]);
    expect(
      table.redirects.filter((redirect) => redirect.id === 'tours').map(({ from, location }) => [from, location]),
    ).toEqual([
      ['/en/tours/', '/en/ai-tours/'],
      ['/es/tours/', '/es/ai-tours/'],
      ['/it/tours/', '/it/ai-tours/'],
      ['/pt/tours/', '/pt/ai-tours/'],
    ]);
    expect(table.redirects.filter((redirect) => redirect.id === 'rio').map(({ from }) => from)).toEqual([
      '/en/rio/',
      '/es/rio/',
      '/it/rio/',
    ]);
    expect(table.refused).toEqual([
      {
        origin: 'redirect',
        id: 'rio',
        from: '/pt/rio/',
        message:
          'the linked entry (landing-rio) is not shown in Português (not published in that language, or not in its market)',
      },
    ]);
  });

  it('refuses a redirect to itself, query or not', () => {
    expect(messagesOf([source('self', '/en/offers/', to('/en/offers/'))])).toEqual([
      '/en/offers/: it redirects to itself',
    ]);
    expect(messagesOf([source('self', '/en/offers/', to('/en/offers/?utm=x'))])).toEqual([
      '/en/offers/: it redirects to itself',
    ]);
    expect(messagesOf([source('self', '/*/offers/', to('/*/offers/'))])).toHaveLength(4);
  });

  it('refuses a redirect into a chain (never more than one hop), and both halves of a loop', () => {
    const chain = buildRedirectTable([
      source('a', '/en/a/', to('/en/b/')),
      source('b', '/en/b/', to('/en/results/packages/')),
    ]);
    expect(chain.redirects.map(({ id }) => id)).toEqual(['b']);
    expect(chain.refused).toEqual([
      {
        origin: 'redirect',
        id: 'a',
        from: '/en/a/',
        message:
          'it leads to /en/b/, which the redirect b sends on to /en/results/packages/: a visitor would be sent on twice. Point it at the final address',
        by: 'b',
      },
    ]);
    const loop = buildRedirectTable([source('a', '/en/a/', to('/en/b/')), source('b', '/en/b/', to('/en/a/'))]);
    expect(loop.redirects).toEqual([]);
    expect(loop.refused.map(({ id }) => id).sort()).toEqual(['a', 'b']);
  });

  it('allows a chain whose redirects never apply at the same time', () => {
    const table = buildRedirectTable([
      source('a', '/en/a/', to('/en/b/'), { end: '2026-03-01T00:00:00Z' }),
      source('b', '/en/b/', to('/en/ai-tours/'), { start: '2026-03-01T00:00:00Z' }),
    ]);
    expect(table.refused).toEqual([]);
    expect(table.redirects).toHaveLength(2);
  });

  it('refuses a target the site would send on again: another language’s slugs, no page there', () => {
    expect(messagesOf([source('x', '/it/x/', to('/it/contact-us/'))])).toEqual([
      '/it/x/: it leads to /it/contact-us/, which the site sends on again to /it/contattaci/: point it at /it/contattaci/ (a visitor is never sent on twice)',
    ]);
    expect(messagesOf([source('x', '/en/x/', to('/en/a/b/c/'))])).toEqual([
      '/en/x/: it leads to /en/a/b/c/, where the site has no page',
    ]);
    expect(messagesOf([source('x', '/en/x/', to('/en/contact-us'))])[0]).toMatch(
      /^\/en\/x\/: "\/en\/contact-us" is not an address of this site/,
    );
  });

  it('refuses an address the guard answers before redirects (validation, step 1), or that is not an address', () => {
    expect(reachesRedirects('/en/offers/')).toBe(true);
    expect(reachesRedirects('/en/destinations/Europe/x1/')).toBe(false);
    expect(reachesRedirects('/en/offers')).toBe(false);
    expect(messagesOf([source('x', '/en/destinations/Europe/x1/', to('/en/ai-tours/'))])[0]).toMatch(
      /the site never redirects \/en\/destinations\/Europe\/x1\//,
    );
    for (const from of ['/offers/', '/en/offers', '/fr/offers/', 'https://evil.example/', '/en//offers/']) {
      expect(messagesOf([source('x', from, to('/en/ai-tours/'))])[0], from).toMatch(
        /is not an address the site redirects/,
      );
    }
  });

  it('leads off the site only to the hosts the model allows, over https', () => {
    const url = (value: string) => ({ kind: 'url' as const, url: value });
    const table = buildRedirectTable([
      source('ok', '/en/help/', url('https://help.example.com/en/')),
      source('evil', '/en/a/', url('https://evil.example/')),
      source('suffix', '/en/b/', url('https://help.example.com.evil.example/')),
      source('userinfo', '/en/c/', url('https://help.example.com@evil.example/')),
      source('http', '/en/d/', url('http://help.example.com/')),
    ]);
    expect(table.redirects.map(({ id, keepQuery }) => [id, keepQuery])).toEqual([['ok', false]]);
    expect(table.refused.map(({ id }) => id)).toEqual(['evil', 'suffix', 'userinfo', 'http']);
    expect(table.refused[0]!.message).toBe(
      '"https://evil.example/" is not on a website redirects may lead to (https:// on help.example.com, booking.example.com)',
    );
  });

  it('keeps one redirect per address at a time: route rules first, then redirect entries, then renamed addresses', () => {
    const table = buildRedirectTable([
      source('rename', '/en/old/', to('/en/ai-tours/'), { origin: 'rename' }),
      source('entry', '/en/old/', to('/en/contact-us/')),
      source('rule', '/en/old/', to('/en/destinations/'), { origin: 'rule' }),
    ]);
    expect(table.redirects.map(({ id }) => id)).toEqual(['rule']);
    expect(table.refused.map(({ id, message }) => [id, message])).toEqual([
      ['entry', '/en/old/ is already redirected by the route rule for /en/old/ (site settings rule) at the same time'],
      ['rename', '/en/old/ is already redirected by the route rule for /en/old/ (site settings rule) at the same time'],
    ]);
    const seasons = buildRedirectTable([
      source('summer', '/en/sale/', to('/en/ai-tours/'), { start: '2026-06-01', end: '2026-09-01' }),
      source('winter', '/en/sale/', to('/en/destinations/'), { start: '2026-12-01', end: '2027-03-01' }),
    ]);
    expect(seasons.refused).toEqual([]);
    const lookup = redirectLookup(seasons.redirects, () => Date.parse('2027-01-10'));
    expect(lookup('/en/sale/')?.location).toBe('/en/destinations/');
    // An open-ended redirect's answer holds until the next one at its address starts.
    const sale = buildRedirectTable([
      source('always', '/en/sale/', to('/en/ai-tours/'), { end: '2026-12-01' }),
      source('winter', '/en/sale/', to('/en/destinations/'), { start: '2026-12-01' }),
    ]);
    expect(redirectLookup(sale.redirects, () => Date.parse('2026-11-20'))('/en/sale/')).toMatchObject({
      location: '/en/ai-tours/',
      until: Date.parse('2026-12-01'),
    });
    expect(redirectLookup(sale.redirects, () => Date.parse('2026-12-02'))('/en/sale/')).toMatchObject({
      location: '/en/destinations/',
      until: null,
    });
  });

  it('refuses bad dates, an end before the start and a source without one target', () => {
    expect(messagesOf([source('x', '/en/x/', to('/en/ai-tours/'), { start: 'soon' })])).toEqual([
      '/en/x/: its start "soon" is not a date',
    ]);
    expect(
      messagesOf([source('x', '/en/x/', to('/en/ai-tours/'), { start: '2026-05-02', end: '2026-05-01' })]),
    ).toEqual(['/en/x/: it ends before it starts']);
    expect(messagesOf([source('x', '/en/x/', null, { problem: 'it has 2 targets' })])).toEqual([
      '/en/x/: it has 2 targets',
    ]);
  });

  it('matches percent-escapes as browsers send them (an old site’s address: no page of ours has that shape)', () => {
    const lookup = redirectLookup(
      buildRedirectTable([source('cafe', '/en/old/caf%c3%a9/menu/', to('/en/ai-tours/'))]).redirects,
    );
    expect(lookup('/en/old/caf%C3%A9/menu/')).toEqual({
      location: '/en/ai-tours/',
      status: 308,
      keepQuery: true,
      until: null,
    });
    // A page's shape with a value it does not take is answered by validation first (guard step 1).
    expect(messagesOf([source('cafe', '/en/caf%c3%a9/', to('/en/ai-tours/'))])[0]).toMatch(/the site never redirects/);
  });
});

describe('the look-up', () => {
  it('applies a redirect from its start (included) to its end (excluded)', () => {
    const { redirects } = buildRedirectTable([
      source('x', '/en/x/', to('/en/ai-tours/'), { start: '2026-11-27T00:00:00Z', end: '2026-11-30T00:00:00Z' }),
    ]);
    let now = Date.parse('2026-11-26T23:59:59Z');
    const lookup = redirectLookup(redirects, () => now);
    expect(lookup('/en/x/')).toBeUndefined();
    now = Date.parse('2026-11-27T00:00:00Z');
    // Its answer holds until its end: a cache keeps it no longer.
    expect(lookup('/en/x/')).toEqual({
      location: '/en/ai-tours/',
      status: 308,
      keepQuery: true,
      until: Date.parse('2026-11-30T00:00:00Z'),
    });
    now = Date.parse('2026-11-30T00:00:00Z');
    expect(lookup('/en/x/')).toBeUndefined();
    expect(appliesAt({ start: null, end: null }, 0)).toBe(true);
  });

  it('knows only the table’s addresses, exactly', () => {
    const lookup = redirectLookup(buildRedirectTable([source('x', '/en/x/', to('/en/ai-tours/'))]).redirects);
    expect(lookup('/en/x')).toBeUndefined();
    expect(lookup('/it/x/')).toBeUndefined();
    expect(lookup('/en/x/y/')).toBeUndefined();
  });
});

describe('the editors’ preview of a redirect', () => {
  it('says whether it is served, or refused and why, escaping what editors wrote', async () => {
    const { redirectPreviewHtml } = await import('./redirect-preview');
    const table = buildRedirectTable([
      source('offers', '/en/offers/', to('/en/results/packages/'), { start: '2026-12-01T09:00:00Z' }),
      source('loop', '/en/a/', to('/en/a/')),
      source('x<script>', '/en/b/', null, { problem: 'it says nowhere to go' }),
    ]);
    const valid = redirectPreviewHtml('offers', table);
    expect(valid).toContain('Valid: the site serves it');
    expect(valid).toContain('/en/offers/ → /en/results/packages/ (308, permanent; from 2026-12-01 09:00 UTC)');
    const refused = redirectPreviewHtml('loop', table);
    expect(refused).toContain('Refused: the site does not serve');
    expect(refused).toContain('<li>/en/a/: it redirects to itself</li>');
    expect(redirectPreviewHtml('x<script>', table)).not.toContain('<script>');
    expect(redirectPreviewHtml('nothing', table)).toContain('No redirect with this id');
  });
});
