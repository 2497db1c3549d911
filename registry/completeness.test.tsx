// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentModel } from '@travel/cms/model';
import { fixtureContext } from '@/registry/fixture-context';
import { RenderModules, type RawModule } from '@/renderer/RenderModules';
import { ClientProviders } from '@/components/shell/ClientProviders.client';
import { registry } from '.';

/**
 * DESIGN section 6: every module kind of the content model has a registry
 * entry, fixtures (valid, minimal, invalid) and a story. The kinds are read
 * from the model: whatever the entries that pages, landings and special
 * journeys are composed of may link to (their lists of entries, but markets
 * and a journey's prices per market, which are data of the journey, not modules).
 */
const composedOf = ['page', 'landing', 'specialJourney'];
const modelKinds = [
  ...new Set(
    contentModel.contentTypes
      .filter((type) => composedOf.includes(type.sys.id))
      .flatMap((type) => type.fields)
      .filter((field) => field.type === 'Array' && field.items?.linkType === 'Entry')
      .flatMap((field) => field.items?.validations?.flatMap((validation) => validation.linkContentType ?? []) ?? [])
      .filter((kind) => kind !== 'market' && kind !== 'marketInformation'),
  ),
].sort();

const root = join(process.cwd(), 'registry');
/** The folder that declares a kind: the one whose index.ts defines it. */
function folderOf(kind: string): string | undefined {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, entry.name))
    .find(
      (folder) =>
        existsSync(join(folder, 'index.ts')) &&
        readFileSync(join(folder, 'index.ts'), 'utf8').includes(`kind: '${kind}'`),
    );
}

describe('the registry is complete', () => {
  afterEach(() => cleanup());

  it('knows the module kinds of the content model', () => {
    expect(modelKinds.length).toBeGreaterThanOrEqual(14);
    expect(Object.keys(registry).sort()).toEqual(modelKinds);
  });

  describe.each(modelKinds)('%s', (kind) => {
    const folder = folderOf(kind);

    it('has its own folder with schema, component, fixtures, stories and index', () => {
      expect(folder, `no registry/*/index.ts defines kind '${kind}'`).toBeDefined();
      const files = readdirSync(folder!);
      expect(files).toEqual(expect.arrayContaining(['schema.ts', 'fixtures.ts', 'index.ts']));
      const stories = files.filter((file) => file.endsWith('.stories.tsx'));
      expect(stories, `${kind} has no story`).toHaveLength(1);
      const story = readFileSync(join(folder!, stories[0]!), 'utf8');
      expect(story, 'stories reuse the fixtures').toMatch(/from '\.\/fixtures'/);
      expect(story, 'a story shows the invalid payload as editors see it in preview').toMatch(/preview: true/);
    });

    it('has valid and minimal fixtures that render, and an invalid one that does not', async () => {
      const fixtures = (await import(join(folder!, 'fixtures.ts'))) as Record<string, RawModule>;
      const entry = registry[kind as keyof typeof registry];
      expect(entry.schema.safeParse(fixtures.valid).success).toBe(true);
      expect(entry.schema.safeParse(fixtures.minimal).success).toBe(true);
      expect(entry.schema.safeParse(fixtures.invalid).success).toBe(false);

      const layout = entry.layouts[0]!;
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      // Inside the page's client state, as the root layout renders every page.
      const { container } = render(
        <ClientProviders>
          <RenderModules
            modules={[fixtures.valid!, fixtures.minimal!]}
            layout={layout}
            context={fixtureContext('en')}
            path="/en/"
          />
        </ClientProviders>,
      );
      expect(container.querySelectorAll(`[data-module="${kind}"]`)).toHaveLength(2);
      expect(warn).not.toHaveBeenCalled();
    });
  });
});
