import fc from 'fast-check';
import type * as NextImage from 'next/image';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientProviders } from '@/components/shell/ClientProviders.client';
import { fixtureContext } from '@/registry/fixture-context';
import { registry, type ModuleKind } from '@/registry';
import { HOSTILE_STRINGS, arbitraryOfSchema, mutatedArbitrary } from './payload-arbitrary';
import { RenderModules, type RawModule } from './RenderModules';

vi.mock('server-only', () => ({}));
// Pictures get their srcset from the site's loader, as in the build (next.config.ts images.loaderFile), not Next's default.
vi.mock('next/image', async (importOriginal) => {
  const actual = await importOriginal<typeof NextImage>();
  const { default: loader } = await import('@/lib/content/image-loader');
  return {
    ...actual,
    getImageProps: (props: Parameters<typeof actual.getImageProps>[0]) => actual.getImageProps({ loader, ...props }),
  };
});
beforeAll(() => {
  // next.config.ts sets `trailingSlash: true`, which Next hands next/link as this variable.
  vi.stubEnv('__NEXT_TRAILING_SLASH', 'true');
});
// Payloads the schema refuses log one warning each, by design; thousands of them are noise here.
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterAll(() => vi.unstubAllEnvs());

/** FUZZ_SEED replays a failure (fast-check prints the seed and path of every counterexample). */
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const RUNS = 1000;

const fixtures = import.meta.glob<{ valid: RawModule }>('../registry/*/fixtures.ts', { eager: true });
const folderOf = (kind: string) => kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The GraphQL type name the CMS sends a kind with, from its valid fixture. */
function typenameOf(kind: ModuleKind): string {
  const typename = fixtures[`../registry/${folderOf(kind)}/fixtures.ts`]?.valid.__typename;
  if (!typename) throw new Error(`no valid fixture with a __typename for ${kind}`);
  return typename;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** An attribute value as the browser reads it: character references decoded once. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A URL's scheme as a browser finds it: control characters and whitespace ignored, any case. */
const DANGEROUS_SCHEME = /^(javascript|vbscript|data):/;
const isDangerousUrl = (url: string) =>
  DANGEROUS_SCHEME.test(url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase());

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'xlink:href',
  'background',
  'cite',
  'data',
  'ping',
]);

/** What in rendered HTML would run a payload's code: script-bearing tags, event handler attributes, dangerous URLs. */
export function injections(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const name = tag[1]!.toLowerCase();
    // Iframes are the landing box's video players: their src is checked below like every URL.
    if (['script', 'object', 'embed', 'frame', 'base', 'meta'].includes(name)) found.push(`<${name}>`);
    for (const attribute of (tag[2] ?? '').matchAll(/\s([^\s=>/]+)(?:="([^"]*)")?/g)) {
      const attributeName = attribute[1]!.toLowerCase();
      const value = decodeAttribute(attribute[2] ?? '');
      if (attributeName.startsWith('on')) found.push(`${name}[${attributeName}]`);
      if (URL_ATTRIBUTES.has(attributeName) && isDangerousUrl(value))
        found.push(`${name}[${attributeName}=${value.slice(0, 60)}]`);
      if (
        (attributeName === 'srcset' || attributeName === 'imagesrcset') &&
        value.split(',').some((candidate) => isDangerousUrl(candidate.trim()))
      ) {
        found.push(`${name}[${attributeName}]`);
      }
    }
  }
  return found;
}

function renderPage(modules: RawModule[], kind: ModuleKind): string {
  // Inside the client state every page renders in (the search box's tabs and the modals read it).
  return renderToStaticMarkup(
    <ClientProviders>
      <RenderModules
        modules={modules}
        layout={registry[kind].layouts[0]!}
        context={fixtureContext('en', { preview: false })}
        path="/en/fuzz/"
      />
    </ClientProviders>,
  );
}

describe('the injection check itself', () => {
  it('finds script tags, handlers and javascript: URLs in their disguises, and passes safe markup', () => {
    expect(injections('<a href="/en/">x</a><img src="https://x/y.webp" alt="javascript:alert(1)"/>')).toEqual([]);
    expect(injections('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toEqual([]);
    expect(injections('<script>alert(1)</script>')).toEqual(['<script>']);
    expect(injections('<img src="x" onerror="alert(1)"/>')).toEqual(['img[onerror]']);
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#x0A;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,x',
    ]) {
      expect(injections(`<a href="${href}">x</a>`), href).toHaveLength(1);
    }
    expect(injections('<img srcset="/a.webp 1x, javascript:alert(1) 2x"/>')).toEqual(['img[srcset]']);
  });
});

describe(
  'renderer fuzz: every module kind, 1,000 payloads from its schema and 1,000 pushed outside it',
  { timeout: 60_000 },
  () => {
    for (const kind of Object.keys(registry) as ModuleKind[]) {
      it(`${kind}: never throws, shows no diagnostic, injects no markup or javascript: URL`, () => {
        const entry = registry[kind];
        const typename = typenameOf(kind);
        const fromSchema = arbitraryOfSchema(entry.schema).filter(
          (payload) => payload !== null && typeof payload === 'object' && !Array.isArray(payload),
        );
        let valid = 0;
        let rendered = 0;
        fc.assert(
          fc.property(fromSchema, mutatedArbitrary(fromSchema), (payload, broken) => {
            if (entry.schema.safeParse(payload).success) valid += 1;
            const modules: RawModule[] = [
              { ...(payload as object), __typename: typename, sys: { id: 'fuzz-schema' } },
              { ...(broken as object), __typename: typename, sys: { id: 'fuzz-mutated' } },
            ];
            const html = renderPage(modules, kind);
            if (html.includes('data-module=')) rendered += 1;
            expect(html).not.toContain('module-diagnostic');
            expect(injections(html)).toEqual([]);
            for (const hostile of HOSTILE_STRINGS.filter((text) => text.includes('<')))
              expect(html).not.toContain(hostile);
          }),
          { numRuns: RUNS, seed },
        );
        // Enough payloads pass the schema (refinements the generator cannot see aside) that the fuzz reaches the components.
        if (process.env.FUZZ_VERBOSE)
          console.info(`${kind}: ${RUNS} runs, ${valid} payloads valid, ${rendered} pages with the module drawn`);
        expect(valid).toBeGreaterThanOrEqual(25);
        expect(rendered).toBeGreaterThanOrEqual(25);
      });
    }
  },
);
