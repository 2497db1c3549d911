import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_PAGE_SLUG_PATTERN, reservedPageSlugs } from '@travel/cms/model/reserved-slugs';
import { locales } from '@/lib/i18n/locales';
import { folderPath, hrefFor } from './href';
import { matchScreen, pathSegments } from './match';
import { invalidParams, isParamName, reservedSegments } from './params';
import { sampleParams } from './sample-params';
import { folderTemplate, routeTable, screenIds, templateParams } from './table';

describe('route table', () => {
  it('gives every screen the same parameters in every language, each with a known format', () => {
    for (const screen of screenIds) {
      const names = templateParams(routeTable[screen].en).sort();
      for (const locale of locales)
        expect(templateParams(routeTable[screen][locale]).sort(), `${screen}/${locale}`).toEqual(names);
      for (const name of names) expect(isParamName(name), `${screen}: {${name}}`).toBe(true);
    }
  });

  it('has the localized paths of SPEC section 2', () => {
    expect(hrefFor('en', 'home', {})).toBe('/en/');
    expect(hrefFor('it', 'contact', {})).toBe('/it/contattaci/');
    expect(hrefFor('pt', 'contact', {})).toBe('/pt/contacte-nos/');
    expect(hrefFor('es', 'contact', {})).toBe('/es/contactanos/');
    expect(hrefFor('it', 'myBooking', {})).toBe('/it/la-mia-prenotazione/');
    expect(hrefFor('pt', 'myBooking', {})).toBe('/pt/a-minha-reserva/');
    expect(hrefFor('es', 'myBooking', {})).toBe('/es/mi-reserva/');
    expect(hrefFor('it', 'packageResultsByCountry', { country: 'italia' })).toBe('/it/risultati/pacchetti/italia/');
    expect(hrefFor('pt', 'packageResults', {})).toBe('/pt/resultados/pacotes/');
    expect(hrefFor('es', 'packageResultsByCountry', { country: 'peru' })).toBe('/es/resultados/paquetes/peru/');
    expect(hrefFor('pt', 'specialJourney', { id: 'abc' })).toBe('/pt/viagemespecial/abc/');
    expect(hrefFor('es', 'specialJourney', { id: 'abc' })).toBe('/es/viajeespecial/abc/');
    expect(hrefFor('it', 'specialJourney', { id: 'abc' })).toBe('/it/viaggio-speciale/abc/');
    expect(hrefFor('it', 'eventDetail', { slug: 'x' })).toBe('/it/eventi/x/');
    expect(hrefFor('es', 'eventDetail', { slug: 'x' })).toBe('/es/events/x/');
    expect(hrefFor('it', 'destinations', {})).toBe('/it/destinazione/');
    expect(hrefFor('pt', 'destinations', {})).toBe('/pt/destinos/');
    expect(hrefFor('en', 'destinationByCity', { continent: 'europe', country: 'italy', city: 'rome', id: 'x1' })).toBe(
      '/en/destinations/europe/italy/rome/x1/',
    );
    expect(hrefFor('it', 'destinationByContinent', { continent: 'europa', id: 'x1' })).toBe(
      '/it/destinazione/europa/x1/',
    );
    expect(hrefFor('en', 'notFound', {})).toBe('/en/404/');
  });

  it('resolves every screen in every language back from its path (both directions)', () => {
    for (const screen of screenIds) {
      const params = Object.fromEntries(
        templateParams(routeTable[screen].en).map((name) => [name, sampleParams[name]!]),
      );
      for (const locale of locales) {
        const path = hrefFor(locale, screen, params);
        const [first, ...rest] = pathSegments(path);
        expect(first).toBe(locale);
        const match = matchScreen(locale, rest);
        expect(match, path).toMatchObject({ locale, screen, params, invalid: [] });
      }
    }
  });

  it('has a route file for every screen, in the folder the proxy rewrites to', () => {
    for (const screen of screenIds) {
      const folder = folderTemplate(screen).replace(/\{(\w+)\}/g, '[$1]');
      const file = join(process.cwd(), 'app', '[locale]', folder, 'page.tsx');
      expect(existsSync(file), `${screen}: ${file}`).toBe(true);
      if (screen === 'notFound') continue;
      const source = readFileSync(file, 'utf8');
      // A CMS-backed screen's route file re-exports its definition from a module of screens/ (screens/page/screens.tsx, screens/package/).
      const cms = /import \{ (\w+) \} from '@\/(screens\/(?:page\/screens|package\/package-screen))'/.exec(source);
      const definitions = cms ? readFileSync(join(process.cwd(), `${cms[2]}.tsx`), 'utf8') : '';
      if (cms)
        expect(definitions, screen).toMatch(
          new RegExp(`export const ${cms[1]} = (?:cmsRoute\\(\\{\\s*screen: |pageScreen\\(\\s*)'${screen}'`),
        );
      else expect(source, screen).toMatch(new RegExp(`screenRoute\\(\\s*'${screen}'[,)]`));
    }
  });

  it('rewrites destination details to folders of their own', () => {
    expect(folderPath('it', 'destinationByCountry', { continent: 'europa', country: 'italia', id: 'x' })).toBe(
      '/it/destination/country/europa/italia/x/',
    );
    expect(folderPath('pt', 'contact', {})).toBe('/pt/contact-us/');
  });

  it('encodes parameter values in hrefs', () => {
    expect(hrefFor('en', 'contentPage', { page: 'a b/c' })).toBe('/en/a%20b%2Fc/');
  });
});

describe('parameter validation', () => {
  it('accepts the formats of the content', () => {
    expect(
      invalidParams({ continent: 'south-america', country: 'costa-rica', city: 'rome', id: '4kBg3PZ9xXvQ' }),
    ).toEqual([]);
    expect(invalidParams({ id: 'entry_1.v-2' })).toEqual([]);
  });

  it('names each parameter that has the wrong format', () => {
    expect(invalidParams({ continent: 'Europe', id: 'ok' })).toEqual(['continent']);
    expect(invalidParams({ country: 'costa rica', city: '-rome', id: 'x'.repeat(65) })).toEqual([
      'country',
      'city',
      'id',
    ]);
    expect(invalidParams({ slug: 'a--b' })).toEqual(['slug']);
    expect(invalidParams({ id: '../etc' })).toEqual(['id']);
    expect(invalidParams({ unknown: 'x' })).toEqual(['unknown']);
  });

  it('keeps generic page slugs off every fixed path of every language', () => {
    for (const segment of [
      'contattaci',
      'events',
      'eventi',
      'destinos',
      'results',
      'risultati',
      'resultados',
      '404',
      '503',
    ]) {
      expect(reservedSegments.has(segment), segment).toBe(true);
      expect(invalidParams({ page: segment })).toEqual(['page']);
    }
    expect(invalidParams({ page: 'about-us' })).toEqual([]);
  });

  it('gives the content model exactly its reserved segments, so the CMS refuses a page slug a screen would shadow', () => {
    expect([...reservedPageSlugs].sort()).toEqual([...reservedSegments].sort());
    const prohibited = new RegExp(RESERVED_PAGE_SLUG_PATTERN);
    for (const segment of ['packages', 'pacchetti', 'pacotes', 'paquetes'])
      expect(prohibited.test(segment), segment).toBe(true);
    expect(prohibited.test('packages-of-the-month')).toBe(false);
  });
});
