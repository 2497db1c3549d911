import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
} from 'graphql';

import { isRecord, localeArg, type Args } from './args';
import type { EntityRef } from './entity-types';
import type { ValueGetter } from './filters';
import { DimensionScalar, HexColorScalar, QualityScalar } from './scalars';
import type { ContentStore, StoredEntity } from './store';
import type { ExportAssetFile } from './types';

/**
 * Assets in the schema: their file addresses (with Images API transforms),
 * the values their filters and orders read, and the `Asset` type.
 */

/** Contentful's Images API parameters for `url(transform: ...)`. */
const RESIZE_STRATEGIES = ['FIT', 'PAD', 'FILL', 'SCALE', 'CROP', 'THUMB'] as const;
const RESIZE_FOCUS = [
  'CENTER',
  'TOP',
  'TOP_RIGHT',
  'RIGHT',
  'BOTTOM_RIGHT',
  'BOTTOM',
  'BOTTOM_LEFT',
  'LEFT',
  'TOP_LEFT',
  'FACE',
  'FACES',
] as const;
const IMAGE_FORMATS: Record<string, { fm: string; fl?: string }> = {
  JPG: { fm: 'jpg' },
  JPG_PROGRESSIVE: { fm: 'jpg', fl: 'progressive' },
  PNG: { fm: 'png' },
  PNG8: { fm: 'png', fl: 'png8' },
  WEBP: { fm: 'webp' },
  AVIF: { fm: 'avif' },
};

/**
 * `https:` + the file URL (or `assetBaseUrl` + its path), then the Images API
 * query in a fixed order: w h q r fit f bg fm fl. Contentful only transforms
 * images, so a non-image file's URL is returned without the query.
 */
export function assetUrl(file: ExportAssetFile, transform: unknown, assetBaseUrl?: string): string {
  let url = file.url.startsWith('//') ? `https:${file.url}` : file.url;
  if (assetBaseUrl !== undefined) {
    const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^\/\/[^/]+/, '');
    url = assetBaseUrl.replace(/\/+$/, '') + path;
  }
  const isImage = file.contentType === undefined || file.contentType.startsWith('image/');
  if (!isRecord(transform) || !isImage) return url;
  const params: string[] = [];
  const add = (name: string, value: unknown): void => {
    if (value !== undefined && value !== null) params.push(`${name}=${String(value)}`);
  };
  add('w', transform.width);
  add('h', transform.height);
  add('q', transform.quality);
  add('r', transform.cornerRadius);
  add('fit', typeof transform.resizeStrategy === 'string' ? transform.resizeStrategy.toLowerCase() : undefined);
  add('f', typeof transform.resizeFocus === 'string' ? transform.resizeFocus.toLowerCase() : undefined);
  add('bg', transform.backgroundColor);
  const format = typeof transform.format === 'string' ? IMAGE_FORMATS[transform.format] : undefined;
  add('fm', format?.fm);
  add('fl', format?.fl);
  return params.length === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}${params.join('&')}`;
}

function isAssetFile(value: unknown): value is ExportAssetFile {
  return isRecord(value) && typeof value.url === 'string';
}

function assetFile(store: ContentStore, entity: StoredEntity, locale: string): ExportAssetFile | undefined {
  const file = store.readField(entity, 'file', locale);
  return isAssetFile(file) ? file : undefined;
}

/** The asset properties `AssetFilter` and `AssetOrder` compare as strings, then those they compare as integers. */
export const ASSET_STRING_FIELDS = ['title', 'description', 'url', 'contentType', 'fileName'];
export const ASSET_INT_FIELDS = ['size', 'width', 'height'];

/** Reads an asset property (a field, or a property of its file) for filters, orders and the `Asset` type. */
export function assetValue(store: ContentStore, name: string): ValueGetter {
  const file = (entity: StoredEntity, locale: string) => assetFile(store, entity, locale);
  switch (name) {
    case 'title':
    case 'description':
      return (entity, locale) => store.readField(entity, name, locale);
    case 'url':
      return (entity, locale) => {
        const found = file(entity, locale);
        return found ? assetUrl(found, undefined) : undefined;
      };
    case 'contentType':
      return (entity, locale) => file(entity, locale)?.contentType;
    case 'fileName':
      return (entity, locale) => file(entity, locale)?.fileName;
    case 'size':
      return (entity, locale) => file(entity, locale)?.details?.size;
    case 'width':
      return (entity, locale) => file(entity, locale)?.details?.image?.width;
    default:
      return (entity, locale) => file(entity, locale)?.details?.image?.height;
  }
}

/** `ImageTransformOptions`, the `transform` argument of an asset's `url`. */
function imageTransformType(): GraphQLInputObjectType {
  return new GraphQLInputObjectType({
    name: 'ImageTransformOptions',
    fields: {
      width: { type: DimensionScalar, description: 'Desired width in pixels. Defaults to the original image width.' },
      height: {
        type: DimensionScalar,
        description: 'Desired height in pixels. Defaults to the original image height.',
      },
      quality: { type: QualityScalar, description: 'Desired quality of the image in percents.' },
      cornerRadius: {
        type: GraphQLInt,
        description: 'Desired corner radius in pixels (-1 for a full circle/ellipse).',
      },
      resizeStrategy: {
        type: new GraphQLEnumType({
          name: 'ImageResizeStrategy',
          values: Object.fromEntries(RESIZE_STRATEGIES.map((value) => [value, { value }])),
        }),
        description: 'Desired resize strategy. Defaults to `FIT`.',
      },
      resizeFocus: {
        type: new GraphQLEnumType({
          name: 'ImageResizeFocus',
          values: Object.fromEntries(RESIZE_FOCUS.map((value) => [value, { value }])),
        }),
        description: 'Desired resize focus area. Defaults to `CENTER`.',
      },
      backgroundColor: { type: HexColorScalar, description: 'Desired background color, e.g. rgb:ffffff.' },
      format: {
        type: new GraphQLEnumType({
          name: 'ImageFormat',
          values: Object.fromEntries(Object.keys(IMAGE_FORMATS).map((value) => [value, { value }])),
        }),
        description: 'Desired image format. Defaults to the original image format.',
      },
    },
  });
}

/** What the `Asset` type takes from the rest of the schema; both are read when its fields are first needed. */
export interface AssetTypeParts {
  /** `sys` and `contentfulMetadata`, as every entry type has them. */
  commonEntityFields: () => GraphQLFieldConfigMap<EntityRef, unknown>;
  /** The `linkedFrom` field over `AssetLinkingCollections`. */
  linkedFrom: () => GraphQLFieldConfig<EntityRef, unknown, Args>;
}

/** The `Asset` type; its `url` points at `options.assetBaseUrl` when that is set. */
export function assetObjectType(
  store: ContentStore,
  options: { assetBaseUrl?: string },
  parts: AssetTypeParts,
): GraphQLObjectType<EntityRef> {
  const transformType = imageTransformType();
  return new GraphQLObjectType<EntityRef>({
    name: 'Asset',
    description: 'Represents a binary file in a space. An asset can be any file type.',
    fields: () => {
      const localeArgs: GraphQLFieldConfigArgumentMap = { locale: { type: GraphQLString } };
      const value = (name: string, type: GraphQLOutputType): GraphQLFieldConfig<EntityRef, unknown, Args> => {
        const get = assetValue(store, name);
        return {
          type,
          args: localeArgs,
          resolve: (ref, args) => get(ref.entity, localeArg(store, args, ref.locale)) ?? null,
        };
      };
      return {
        ...parts.commonEntityFields(),
        title: value('title', GraphQLString),
        description: value('description', GraphQLString),
        contentType: value('contentType', GraphQLString),
        fileName: value('fileName', GraphQLString),
        size: value('size', GraphQLInt),
        url: {
          type: GraphQLString,
          args: { locale: { type: GraphQLString }, transform: { type: transformType } },
          resolve: (ref, args: Args) => {
            const file = assetFile(store, ref.entity, localeArg(store, args, ref.locale));
            return file ? assetUrl(file, args.transform, options.assetBaseUrl) : null;
          },
        },
        width: value('width', GraphQLInt),
        height: value('height', GraphQLInt),
        linkedFrom: parts.linkedFrom(),
      };
    },
  });
}
