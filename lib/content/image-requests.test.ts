import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, valueFromASTUntyped, visit, type ObjectValueNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { assetUrl } from '@travel/cms/graphql/assets';
import { defaultContentfulLocale } from '@travel/cms/model';
import { readSeedExport } from '@/seed/load';
import contentImageLoader from '@/lib/content/image-loader';
import { shareImageUrl } from '@/lib/seo/share';
import nextConfig from '@/next.config';
import {
  checkImageBudget,
  IMAGE_FORMATS,
  normalizeImageParams,
  outputSize,
  parseImageParams,
  type ImageSize,
} from '@travel/cms/images/transform';

/**
 * The site's own image requests, each from where the site takes it: the crops its queries ask for
 * (codegen/operations), every srcset width next/image offers (next.config.ts) through the site's loader
 * (lib/content/image-loader.ts), and the share card (lib/seo/share.ts), on every image asset of the seed.
 * Each must stay within the transform budget, or the budget would refuse the site's own pictures.
 */

const OPERATIONS = join(process.cwd(), 'codegen/operations');

/** Each `url(transform: {...})` argument of the site's operations, variables taken at their defaults. */
function queryTransforms(): Record<string, unknown>[] {
  const transforms: Record<string, unknown>[] = [];
  for (const file of readdirSync(OPERATIONS).filter((name) => name.endsWith('.graphql'))) {
    const document = parse(readFileSync(join(OPERATIONS, file), 'utf8'));
    const defaults: Record<string, unknown> = {};
    visit(document, {
      VariableDefinition(node) {
        if (node.defaultValue) defaults[node.variable.name.value] = valueFromASTUntyped(node.defaultValue);
      },
    });
    visit(document, {
      Field(node) {
        const transform = node.arguments?.find((argument) => argument.name.value === 'transform');
        if (node.name.value !== 'url' || !transform) return;
        expect(transform.value.kind, `${file}: a transform given whole as a variable`).toBe(Kind.OBJECT);
        for (const field of (transform.value as ObjectValueNode).fields) {
          if (field.value.kind === Kind.VARIABLE) {
            // A size chosen by the caller: the default is what the site asks for (no caller passes another).
            expect(defaults, `${file}: $${field.value.name.value} has no default`).toHaveProperty(
              field.value.name.value,
            );
          }
        }
        transforms.push(valueFromASTUntyped(transform.value, defaults) as Record<string, unknown>);
      },
    });
  }
  return transforms;
}

/** Every image asset of the seed: its file (for its URL) and its size (what the image service draws). */
function seedImages() {
  return readSeedExport().assets.flatMap((asset) => {
    const file = asset.fields.file?.[defaultContentfulLocale];
    const { width, height } = file?.details?.image ?? {};
    return file && width && height ? [{ file, size: { width, height } as ImageSize }] : [];
  });
}

/** Every URL the site's pages and share cards ask the image service for, for one query's photo URL. */
function siteRequests(photoUrl: string): string[] {
  const { deviceSizes = [], imageSizes = [] } = nextConfig.images ?? {};
  const widths = [...imageSizes, ...deviceSizes];
  return [
    photoUrl,
    ...widths.map((width) => contentImageLoader({ src: photoUrl, width })),
    shareImageUrl(photoUrl) ?? '',
  ];
}

describe("the site's own image requests", () => {
  const transforms = queryTransforms();
  const images = seedImages();

  it('are found where the site takes them', () => {
    // 1200x800 destinations, 850x650 cards, 80x80 thumbnails (twice), 1920x800 banners, 300x420 catalogue covers.
    expect(transforms.length).toBeGreaterThanOrEqual(6);
    expect(transforms).toContainEqual(expect.objectContaining({ width: 1920, height: 800, format: 'WEBP' }));
    expect(images.length).toBeGreaterThan(100);
    expect(nextConfig.images?.deviceSizes).toContain(1920);
    expect(siteRequests('/a.webp?w=850&h=650&fit=fill&fm=webp')).toContain('/a.webp?w=1200&h=630&fit=fill&fm=jpg&q=80');
  });

  it('stay within the transform budget, in their own format and in every other at the same quality', () => {
    const refused = new Set<string>();
    let checked = 0;
    for (const { file, size } of images) {
      for (const transform of transforms) {
        for (const url of siteRequests(assetUrl(file, transform))) {
          const params = normalizeImageParams(parseImageParams(new URL(url, 'http://localhost').searchParams));
          for (const fm of IMAGE_FORMATS) {
            const asked = fm === params.fm ? params : normalizeImageParams({ ...params, fm });
            checked += 1;
            try {
              checkImageBudget(asked, size);
            } catch (error) {
              const output = outputSize(asked, size);
              refused.add(`${url} as ${fm} (${output.width}x${output.height}): ${(error as Error).message}`);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect([...refused]).toEqual([]);
  });
});
