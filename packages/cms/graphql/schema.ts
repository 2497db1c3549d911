import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
  GraphQLError,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';

import { contentfulError, SchemaGenerationError } from './errors';
import {
  compileFilter,
  filterKey,
  isListOperator,
  OPERATORS_BY_KIND,
  sortEntities,
  type EvalContext,
  type FilterKeySpec,
  type FilterSpec,
  type OrderKeySpec,
  type OrderSpec,
  type ValueGetter,
  type ValueKind,
} from './filters';
import {
  contentTypeTypeName,
  queryFieldName,
  RESERVED_FIELD_NAMES,
  upperFirst,
} from './naming';
import {
  DateTimeScalar,
  DimensionScalar,
  HexColorScalar,
  JSONScalar,
  QualityScalar,
} from './scalars';
import {
  allowedContentTypes,
  fieldLinkType,
  linkIds,
  type ContentStore,
  type ContentTypeInfo,
  type StoredEntity,
} from './store';
import type { ExportAssetFile, ExportField } from './types';

/**
 * Builds the GraphQL schema of a space the way Contentful's GraphQL Content
 * API generates it ("Schema generation" reference), with resolvers that read
 * the in-memory store. Every resolver is lazy: a field costs something only
 * when a query selects it.
 */

export interface SchemaOptions {
  spaceId: string;
  environmentId: string;
  /** When set, asset URLs point here (`assetBaseUrl + path`) instead of the Contentful CDN. */
  assetBaseUrl?: string;
}

export interface SchemaMeta {
  /** Names of the `{ total skip limit items }` types; a field returning one costs `limit` times its selection. */
  collectionTypes: ReadonlySet<string>;
}

export interface ContentSchema {
  schema: GraphQLSchema;
  meta: SchemaMeta;
}

/** An entry or asset as resolvers pass it down: the locale and preview mode cascade to what it links. */
export interface EntityRef {
  entity: StoredEntity;
  locale: string;
  preview: boolean;
}

interface CollectionValue {
  total: number;
  skip: number;
  limit: number;
  items: (EntityRef | GraphQLError)[];
}

interface RichTextValue {
  document: unknown;
  locale: string;
  preview: boolean;
  /** Link targets by node type, collected once per value on first use. */
  targets: () => ReadonlyMap<string, readonly string[]>;
}

interface LinkingValue {
  target: StoredEntity;
  allowedLocales: readonly string[];
  locale: string;
  preview: boolean;
}

type Args = Record<string, unknown>;

export const DEFAULT_COLLECTION_LIMIT = 100;
export const MAX_COLLECTION_LIMIT = 1000;

function stringArg(args: Args, name: string): string | undefined {
  const value = args[name];
  return typeof value === 'string' ? value : undefined;
}

function boolArg(args: Args, name: string): boolean | undefined {
  const value = args[name];
  return typeof value === 'boolean' ? value : undefined;
}

function intArg(args: Args, name: string, fallback: number): number {
  const value = args[name];
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : fallback;
}

function listArg(args: Args, name: string): unknown[] | undefined {
  const value = args[name];
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value : [value];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function page<T>(list: readonly T[], args: Args): { total: number; skip: number; limit: number; items: T[] } {
  const skip = intArg(args, 'skip', 0);
  const limit = intArg(args, 'limit', DEFAULT_COLLECTION_LIMIT);
  return { total: list.length, skip, limit, items: list.slice(skip, skip + limit) };
}

const RICH_TEXT_LINK_NODES: Record<string, string> = {
  'embedded-entry-inline': 'entries.inline',
  'embedded-entry-block': 'entries.block',
  'entry-hyperlink': 'entries.hyperlink',
  'embedded-asset-block': 'assets.block',
  'asset-hyperlink': 'assets.hyperlink',
};

function richTextTargets(document: unknown): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (node: unknown): void => {
    if (!isRecord(node)) return;
    const slot = typeof node.nodeType === 'string' ? RICH_TEXT_LINK_NODES[node.nodeType] : undefined;
    const target = isRecord(node.data) && isRecord(node.data.target) ? node.data.target.sys : undefined;
    if (slot && isRecord(target) && typeof target.id === 'string') {
      const ids = found.get(slot) ?? [];
      if (!ids.includes(target.id)) ids.push(target.id);
      found.set(slot, ids);
    }
    if (Array.isArray(node.content)) node.content.forEach(walk);
  };
  walk(document);
  return found;
}

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

/** What a content type field turns into, decided once from the model. */
type FieldShape =
  | { kind: 'scalar'; valueKind: ValueKind; type: GraphQLOutputType; filterInput: GraphQLInputType; orderable: boolean }
  | { kind: 'richText' }
  | { kind: 'entryLink'; allowed: string[] }
  | { kind: 'assetLink' }
  | { kind: 'entryLinks'; allowed: string[] }
  | { kind: 'assetLinks' };

class SchemaBuilder {
  private readonly typeNames = new Map<string, string>();
  private readonly entryTypes = new Map<string, GraphQLObjectType>();
  private readonly collectionTypes = new Map<string, GraphQLObjectType>();
  private readonly filterTypes = new Map<string, GraphQLInputObjectType>();
  private readonly nestedFilterTypes = new Map<string, GraphQLInputObjectType>();
  private readonly orderEnums = new Map<string, GraphQLEnumType>();
  private readonly linkingTypes = new Map<string, GraphQLObjectType>();
  private readonly filterSpecs = new Map<string, FilterSpec>();
  private readonly nestedFilterSpecs = new Map<string, FilterSpec>();
  private readonly orderSpecs = new Map<string, OrderSpec>();
  private readonly claimed = new Map<string, string>();
  readonly collectionTypeNames = new Set<string>();

  constructor(
    private readonly store: ContentStore,
    private readonly options: SchemaOptions,
  ) {}

  /** Every generated type name is claimed once; a second claim is Contentful's COLLIDING_TYPE_NAMES. */
  private claim(name: string, owner: string): string {
    const previous = this.claimed.get(name);
    if (previous !== undefined) {
      throw new SchemaGenerationError(
        'COLLIDING_TYPE_NAMES',
        `Schema generation failed. Type name generated for '${previous}' and '${owner}' would be the same: '${name}'`,
        { collidingContentTypeIds: [previous, owner], resultingTypeName: name },
      );
    }
    this.claimed.set(name, owner);
    return name;
  }

  private typeName(contentTypeId: string): string {
    const name = this.typeNames.get(contentTypeId);
    if (name === undefined) throw new Error(`Unknown content type ${contentTypeId}`);
    return name;
  }

  private evalContext(locale: string, preview: boolean): EvalContext {
    return { locale, preview, resolveEntry: (id, inPreview) => this.store.entry(id, inPreview) };
  }

  private localeArg(args: Args, inherited: string): string {
    const requested = args.locale;
    if (requested === undefined || requested === null) return inherited;
    if (typeof requested !== 'string' || !this.store.hasLocale(requested)) {
      throw contentfulError(
        'UNKNOWN_LOCALE',
        `Query execution error. Requested locale '${String(requested)}' does not exist in the space`,
        { locale: requested, availableLocales: [...this.store.localeCodes] },
      );
    }
    return requested;
  }

  private rootRef(args: Args): { locale: string; preview: boolean } {
    return { locale: this.localeArg(args, this.store.defaultLocale), preview: boolArg(args, 'preview') ?? false };
  }

  /**
   * A link resolved for output: the visible entity, or the error Contentful
   * reports in its place (UNRESOLVABLE_LINK for a missing entity or, outside
   * preview, a draft; UNEXPECTED_LINKED_CONTENT_TYPE for a type the field no
   * longer accepts).
   */
  private resolveLink(
    kind: 'Entry' | 'Asset',
    id: string,
    preview: boolean,
    allowed: readonly string[],
    from: { entity: StoredEntity; fieldId: string },
  ): StoredEntity | GraphQLError {
    const target = kind === 'Entry' ? this.store.entry(id, preview) : this.store.asset(id, preview);
    const sourceType = from.entity.contentTypeId === null ? 'Asset' : this.typeName(from.entity.contentTypeId);
    if (!target) {
      return contentfulError(
        'UNRESOLVABLE_LINK',
        `Query execution error. Link from entry '${from.entity.id}' to ${kind.toLowerCase()} '${id}' on field '${from.fieldId}' within type '${sourceType}' cannot be resolved`,
        { type: sourceType, field: from.fieldId, linkType: kind, linkId: id },
      );
    }
    if (kind === 'Entry' && allowed.length > 0 && !allowed.includes(target.contentTypeId ?? '')) {
      return contentfulError(
        'UNEXPECTED_LINKED_CONTENT_TYPE',
        `Query execution error. Link from entry '${from.entity.id}' to entry '${id}' on field '${from.fieldId}' within type '${sourceType}' returned an unexpected content type`,
        { type: sourceType, field: from.fieldId, linkId: id, contentType: target.contentTypeId },
      );
    }
    return target;
  }

  // ---------------------------------------------------------------- shared types

  readonly sysType = new GraphQLObjectType<EntityRef>({
    name: 'Sys',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLString), resolve: (ref) => ref.entity.id },
      spaceId: { type: new GraphQLNonNull(GraphQLString), resolve: () => this.options.spaceId },
      environmentId: { type: new GraphQLNonNull(GraphQLString), resolve: () => this.options.environmentId },
      publishedAt: { type: DateTimeScalar, resolve: (ref) => ref.entity.sys.publishedAt },
      firstPublishedAt: { type: DateTimeScalar, resolve: (ref) => ref.entity.sys.firstPublishedAt },
      publishedVersion: { type: GraphQLInt, resolve: (ref) => ref.entity.sys.publishedVersion },
    },
  });

  readonly tagType = new GraphQLObjectType<{ id: string; name: string | null }>({
    name: 'ContentfulTag',
    description: 'Represents a tag entity for finding and organizing content easily.',
    fields: { id: { type: GraphQLString }, name: { type: GraphQLString } },
  });

  readonly metadataType = new GraphQLObjectType<EntityRef>({
    name: 'ContentfulMetadata',
    fields: {
      tags: {
        type: new GraphQLNonNull(new GraphQLList(this.tagType)),
        resolve: (ref) => ref.entity.tagIds.map((id) => ({ id, name: this.store.tagName(id) })),
      },
    },
  });

  readonly locationType = new GraphQLObjectType({
    name: 'Location',
    fields: { lat: { type: GraphQLFloat }, lon: { type: GraphQLFloat } },
  });

  private readonly commonEntityFields = (): GraphQLFieldConfigMap<EntityRef, unknown> => ({
    sys: { type: new GraphQLNonNull(this.sysType), resolve: (ref) => ref },
    contentfulMetadata: { type: new GraphQLNonNull(this.metadataType), resolve: (ref) => ref },
  });

  readonly entryInterface: GraphQLInterfaceType = new GraphQLInterfaceType({
    name: 'Entry',
    fields: () => ({
      sys: { type: new GraphQLNonNull(this.sysType) },
      contentfulMetadata: { type: new GraphQLNonNull(this.metadataType) },
    }),
    resolveType: (value: EntityRef) => this.typeName(value.entity.contentTypeId ?? ''),
  });

  private readonly sysFilterSpec: FilterSpec = new Map<string, FilterKeySpec>([
    ...this.valueKeys('id', 'string', (entity) => entity.id),
    ...this.valueKeys('publishedAt', 'date', (entity) => entity.sys.publishedAt),
    ...this.valueKeys('firstPublishedAt', 'date', (entity) => entity.sys.firstPublishedAt),
    ...this.valueKeys('publishedVersion', 'number', (entity) => entity.sys.publishedVersion),
  ]);

  readonly sysFilterType = new GraphQLInputObjectType({
    name: 'SysFilter',
    fields: () => ({
      ...this.valueInputFields('id', 'string', GraphQLString),
      ...this.valueInputFields('publishedAt', 'date', DateTimeScalar),
      ...this.valueInputFields('firstPublishedAt', 'date', DateTimeScalar),
      ...this.valueInputFields('publishedVersion', 'number', GraphQLFloat),
    }),
  });

  private readonly tagsFilterSpec: FilterSpec = new Map<string, FilterKeySpec>(
    (['contains_all', 'contains_some', 'contains_none'] as const).map((op) => [
      filterKey('id', op),
      { kind: 'value', get: (entity) => entity.tagIds, valueKind: 'stringArray', op },
    ]),
  );

  private readonly metadataFilterSpec: FilterSpec = new Map<string, FilterKeySpec>([
    ['tags_exists', { kind: 'value', get: (entity) => entity.tagIds, valueKind: 'present', op: 'exists' }],
    ['tags', { kind: 'object', spec: () => this.tagsFilterSpec }],
  ]);

  readonly metadataFilterType = new GraphQLInputObjectType({
    name: 'ContentfulMetadataFilter',
    fields: () => ({
      tags_exists: { type: GraphQLBoolean },
      tags: {
        type: new GraphQLInputObjectType({
          name: 'ContentfulMetadataTagsFilter',
          fields: {
            id_contains_all: { type: new GraphQLList(GraphQLString) },
            id_contains_some: { type: new GraphQLList(GraphQLString) },
            id_contains_none: { type: new GraphQLList(GraphQLString) },
          },
        }),
      },
    }),
  });

  /** Filter keys of one value (`name`, `name_not`, `name_in`, ...) for the operators of its kind. */
  private valueKeys(name: string, valueKind: ValueKind, get: ValueGetter): [string, FilterKeySpec][] {
    return OPERATORS_BY_KIND[valueKind].map((op) => [filterKey(name, op), { kind: 'value', get, valueKind, op }]);
  }

  private valueInputFields(name: string, valueKind: ValueKind, type: GraphQLInputType): GraphQLInputFieldConfigMap {
    const fields: GraphQLInputFieldConfigMap = {};
    for (const op of OPERATORS_BY_KIND[valueKind]) {
      const inputType = op === 'exists' ? GraphQLBoolean : type;
      fields[filterKey(name, op)] = { type: isListOperator(op) ? new GraphQLList(inputType) : inputType };
    }
    return fields;
  }

  private sysOrderKeys(): [string, OrderKeySpec][] {
    const keys: [string, ValueKind, ValueGetter][] = [
      ['sys_id', 'string', (entity) => entity.id],
      ['sys_publishedAt', 'date', (entity) => entity.sys.publishedAt],
      ['sys_firstPublishedAt', 'date', (entity) => entity.sys.firstPublishedAt],
      ['sys_publishedVersion', 'number', (entity) => entity.sys.publishedVersion],
    ];
    return keys.flatMap(([name, valueKind, get]) => [
      [`${name}_ASC`, { get, valueKind, descending: false }],
      [`${name}_DESC`, { get, valueKind, descending: true }],
    ]);
  }

  private orderEnum(name: string, owner: string, spec: OrderSpec): GraphQLEnumType {
    return new GraphQLEnumType({
      name: this.claim(name, owner),
      values: Object.fromEntries([...spec.keys()].sort().map((value) => [value, { value }])),
    });
  }

  // ---------------------------------------------------------------- assets

  /** Reads an asset property; `this.store` is read at call time (class fields initialise before the constructor body). */
  private readonly assetValue = (name: string): ValueGetter => {
    const file = (entity: StoredEntity, locale: string) => assetFile(this.store, entity, locale);
    switch (name) {
      case 'title':
      case 'description':
        return (entity, locale) => this.store.readField(entity, name, locale);
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
  };

  private static readonly ASSET_STRING_FIELDS = ['title', 'description', 'url', 'contentType', 'fileName'];
  private static readonly ASSET_INT_FIELDS = ['size', 'width', 'height'];

  private readonly assetFilterSpec: FilterSpec = new Map<string, FilterKeySpec>([
    ['sys', { kind: 'object', spec: () => this.sysFilterSpec }],
    ['contentfulMetadata', { kind: 'object', spec: () => this.metadataFilterSpec }],
    ['AND', { kind: 'and' }],
    ['OR', { kind: 'or' }],
    ...SchemaBuilder.ASSET_STRING_FIELDS.flatMap((name) => this.valueKeys(name, 'string', this.assetValue(name))),
    ...SchemaBuilder.ASSET_INT_FIELDS.flatMap((name) => this.valueKeys(name, 'number', this.assetValue(name))),
  ]);

  private readonly assetOrderSpec: OrderSpec = new Map<string, OrderKeySpec>([
    ...this.sysOrderKeys(),
    ...['url', 'size', 'contentType', 'fileName', 'width', 'height'].flatMap((name): [string, OrderKeySpec][] => {
      const valueKind: ValueKind = SchemaBuilder.ASSET_INT_FIELDS.includes(name) ? 'number' : 'string';
      const get = this.assetValue(name);
      return [
        [`${name}_ASC`, { get, valueKind, descending: false }],
        [`${name}_DESC`, { get, valueKind, descending: true }],
      ];
    }),
  ]);

  readonly assetFilterType: GraphQLInputObjectType = new GraphQLInputObjectType({
    name: 'AssetFilter',
    fields: () => ({
      sys: { type: this.sysFilterType },
      contentfulMetadata: { type: this.metadataFilterType },
      ...Object.assign(
        {},
        ...SchemaBuilder.ASSET_STRING_FIELDS.map((name) => this.valueInputFields(name, 'string', GraphQLString)),
        ...SchemaBuilder.ASSET_INT_FIELDS.map((name) => this.valueInputFields(name, 'number', GraphQLInt)),
      ),
      AND: { type: new GraphQLList(this.assetFilterType) },
      OR: { type: new GraphQLList(this.assetFilterType) },
    }),
  });

  readonly assetOrderType = new GraphQLEnumType({
    name: 'AssetOrder',
    values: Object.fromEntries([...this.assetOrderSpec.keys()].sort().map((value) => [value, { value }])),
  });

  readonly imageTransformType = new GraphQLInputObjectType({
    name: 'ImageTransformOptions',
    fields: {
      width: { type: DimensionScalar, description: 'Desired width in pixels. Defaults to the original image width.' },
      height: { type: DimensionScalar, description: 'Desired height in pixels. Defaults to the original image height.' },
      quality: { type: QualityScalar, description: 'Desired quality of the image in percents.' },
      cornerRadius: { type: GraphQLInt, description: 'Desired corner radius in pixels (-1 for a full circle/ellipse).' },
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

  readonly assetType: GraphQLObjectType<EntityRef> = new GraphQLObjectType<EntityRef>({
    name: 'Asset',
    description: 'Represents a binary file in a space. An asset can be any file type.',
    fields: () => {
      const localeArgs: GraphQLFieldConfigArgumentMap = { locale: { type: GraphQLString } };
      const value = (name: string, type: GraphQLOutputType): GraphQLFieldConfig<EntityRef, unknown, Args> => {
        const get = this.assetValue(name);
        return {
          type,
          args: localeArgs,
          resolve: (ref, args) => get(ref.entity, this.localeArg(args, ref.locale)) ?? null,
        };
      };
      return {
        ...this.commonEntityFields(),
        title: value('title', GraphQLString),
        description: value('description', GraphQLString),
        contentType: value('contentType', GraphQLString),
        fileName: value('fileName', GraphQLString),
        size: value('size', GraphQLInt),
        url: {
          type: GraphQLString,
          args: { locale: { type: GraphQLString }, transform: { type: this.imageTransformType } },
          resolve: (ref, args: Args) => {
            const file = assetFile(this.store, ref.entity, this.localeArg(args, ref.locale));
            return file ? assetUrl(file, args.transform, this.options.assetBaseUrl) : null;
          },
        },
        width: value('width', GraphQLInt),
        height: value('height', GraphQLInt),
        linkedFrom: this.linkedFromField(this.assetLinkingType),
      };
    },
  });

  readonly assetCollectionType: GraphQLObjectType = this.collectionType('AssetCollection', 'Asset', this.assetType);

  // ---------------------------------------------------------------- entries

  readonly entryFilterSpec: FilterSpec = new Map<string, FilterKeySpec>([
    ['sys', { kind: 'object', spec: () => this.sysFilterSpec }],
    ['contentfulMetadata', { kind: 'object', spec: () => this.metadataFilterSpec }],
    ['AND', { kind: 'and' }],
    ['OR', { kind: 'or' }],
  ]);

  readonly entryFilterType: GraphQLInputObjectType = new GraphQLInputObjectType({
    name: 'EntryFilter',
    fields: () => ({
      sys: { type: this.sysFilterType },
      contentfulMetadata: { type: this.metadataFilterType },
      AND: { type: new GraphQLList(this.entryFilterType) },
      OR: { type: new GraphQLList(this.entryFilterType) },
    }),
  });

  readonly entryOrderSpec: OrderSpec = new Map(this.sysOrderKeys());
  readonly entryOrderType = new GraphQLEnumType({
    name: 'EntryOrder',
    values: Object.fromEntries([...this.entryOrderSpec.keys()].sort().map((value) => [value, { value }])),
  });

  readonly entryCollectionType: GraphQLObjectType = this.collectionType('EntryCollection', 'Entry', this.entryInterface);

  private collectionType(name: string, owner: string, itemType: GraphQLOutputType): GraphQLObjectType {
    this.collectionTypeNames.add(name);
    return new GraphQLObjectType<CollectionValue>({
      name: owner === 'Asset' || owner === 'Entry' ? name : this.claim(name, owner),
      fields: {
        total: { type: new GraphQLNonNull(GraphQLInt) },
        skip: { type: new GraphQLNonNull(GraphQLInt) },
        limit: { type: new GraphQLNonNull(GraphQLInt) },
        items: { type: new GraphQLNonNull(new GraphQLList(itemType)) },
      },
    });
  }

  private collectionArgs(extra: GraphQLFieldConfigArgumentMap = {}): GraphQLFieldConfigArgumentMap {
    return {
      skip: { type: GraphQLInt, defaultValue: 0 },
      limit: { type: GraphQLInt, defaultValue: DEFAULT_COLLECTION_LIMIT },
      preview: { type: GraphQLBoolean },
      locale: { type: GraphQLString },
      ...extra,
    };
  }

  /**
   * Filtered and ordered root collections, by scope, locale, mode, `where` and
   * `order`. The store never changes, so a list once computed stays right;
   * repeated queries (navigation, listings) skip the scan and the sort.
   */
  private readonly listCache = new Map<string, readonly StoredEntity[]>();
  private static readonly LIST_CACHE_SIZE = 1000;

  /** Resolves, filters, orders and pages entities for a collection field. */
  private collect(
    entities: readonly StoredEntity[],
    args: Args,
    locale: string,
    preview: boolean,
    filterSpec: FilterSpec | undefined,
    orderSpec: OrderSpec | undefined,
    cacheScope?: string,
  ): CollectionValue {
    const where = filterSpec && isRecord(args.where) ? args.where : undefined;
    const order = orderSpec ? listArg(args, 'order') : undefined;
    let list = entities;
    if (where || (order && order.length > 0)) {
      const key =
        cacheScope === undefined
          ? undefined
          : `${cacheScope}\u0000${locale}\u0000${preview}\u0000${JSON.stringify(where ?? null)}\u0000${JSON.stringify(order ?? null)}`;
      const cached = key === undefined ? undefined : this.listCache.get(key);
      if (cached) {
        list = cached;
      } else {
        if (where && filterSpec) {
          const predicate = compileFilter(where, filterSpec);
          const context = this.evalContext(locale, preview);
          list = list.filter((entity) => predicate(entity, context));
        }
        if (order && order.length > 0 && orderSpec) list = sortEntities(list, order, orderSpec, locale);
        if (key !== undefined) {
          if (this.listCache.size >= SchemaBuilder.LIST_CACHE_SIZE) this.listCache.delete(this.listCache.keys().next().value ?? '');
          this.listCache.set(key, list);
        }
      }
    }
    const paged = page(list, args);
    return { ...paged, items: paged.items.map((entity) => ({ entity, locale, preview })) };
  }

  // ---------------------------------------------------------------- content types

  build(): ContentSchema {
    for (const info of this.store.contentTypes.values()) {
      const name = contentTypeTypeName(info.id);
      this.claim(name, info.id);
      this.typeNames.set(info.id, name);
    }
    for (const info of this.store.contentTypes.values()) this.defineContentType(info);

    const queryFields: GraphQLFieldConfigMap<unknown, unknown> = {
      asset: {
        type: this.assetType,
        args: { id: { type: new GraphQLNonNull(GraphQLString) }, preview: { type: GraphQLBoolean }, locale: { type: GraphQLString } },
        resolve: (_root, args: Args) => {
          const { locale, preview } = this.rootRef(args);
          const entity = this.store.asset(stringArg(args, 'id') ?? '', preview);
          return entity ? { entity, locale, preview } : null;
        },
      },
      assetCollection: {
        type: this.assetCollectionType,
        args: this.collectionArgs({ where: { type: this.assetFilterType }, order: { type: new GraphQLList(this.assetOrderType) } }),
        resolve: (_root, args: Args) => {
          const { locale, preview } = this.rootRef(args);
          return this.collect(
            this.store.allAssetsList(preview),
            args,
            locale,
            preview,
            this.assetFilterSpec,
            this.assetOrderSpec,
            'Asset',
          );
        },
      },
      entryCollection: {
        type: this.entryCollectionType,
        args: this.collectionArgs({ where: { type: this.entryFilterType }, order: { type: new GraphQLList(this.entryOrderType) } }),
        resolve: (_root, args: Args) => {
          const { locale, preview } = this.rootRef(args);
          return this.collect(
            this.store.allEntriesList(preview),
            args,
            locale,
            preview,
            this.entryFilterSpec,
            this.entryOrderSpec,
            'Entry',
          );
        },
      },
    };

    for (const info of this.store.contentTypes.values()) {
      const typeName = this.typeName(info.id);
      const fieldName = queryFieldName(typeName);
      queryFields[fieldName] = {
        type: this.entryTypes.get(info.id)!,
        args: { id: { type: new GraphQLNonNull(GraphQLString) }, preview: { type: GraphQLBoolean }, locale: { type: GraphQLString } },
        resolve: (_root, args: Args) => {
          const { locale, preview } = this.rootRef(args);
          const entity = this.store.entry(stringArg(args, 'id') ?? '', preview);
          return entity && entity.contentTypeId === info.id ? { entity, locale, preview } : null;
        },
      };
      queryFields[`${fieldName}Collection`] = {
        type: this.collectionTypes.get(info.id)!,
        args: this.collectionArgs({
          where: { type: this.filterTypes.get(info.id)! },
          order: { type: new GraphQLList(this.orderEnums.get(info.id)!) },
        }),
        resolve: (_root, args: Args) => {
          const { locale, preview } = this.rootRef(args);
          return this.collect(
            this.store.entriesOfType(info.id, preview),
            args,
            locale,
            preview,
            this.filterSpecs.get(info.id),
            this.orderSpecs.get(info.id),
            `type:${info.id}`,
          );
        },
      };
    }

    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: queryFields }),
      types: [...this.entryTypes.values()],
    });
    return { schema, meta: { collectionTypes: this.collectionTypeNames } };
  }

  private fieldShape(field: ExportField): FieldShape | null {
    switch (field.type) {
      case 'Symbol':
      case 'Text':
        return { kind: 'scalar', valueKind: 'string', type: GraphQLString, filterInput: GraphQLString, orderable: field.type === 'Symbol' };
      case 'Integer':
        return { kind: 'scalar', valueKind: 'number', type: GraphQLInt, filterInput: GraphQLInt, orderable: true };
      case 'Number':
        return { kind: 'scalar', valueKind: 'number', type: GraphQLFloat, filterInput: GraphQLFloat, orderable: true };
      case 'Boolean':
        return { kind: 'scalar', valueKind: 'boolean', type: GraphQLBoolean, filterInput: GraphQLBoolean, orderable: true };
      case 'Date':
        return { kind: 'scalar', valueKind: 'date', type: DateTimeScalar, filterInput: DateTimeScalar, orderable: true };
      case 'Location':
        return { kind: 'scalar', valueKind: 'present', type: this.locationType, filterInput: GraphQLBoolean, orderable: false };
      case 'Object':
        return { kind: 'scalar', valueKind: 'present', type: JSONScalar, filterInput: GraphQLBoolean, orderable: false };
      case 'RichText':
        return { kind: 'richText' };
      case 'Link':
        return field.linkType === 'Asset' ? { kind: 'assetLink' } : { kind: 'entryLink', allowed: this.knownTypes(field) };
      case 'Array':
        if (field.items?.type === 'Symbol') {
          return {
            kind: 'scalar',
            valueKind: 'stringArray',
            type: new GraphQLList(GraphQLString),
            filterInput: GraphQLString,
            orderable: false,
          };
        }
        if (field.items?.type === 'Link') {
          return field.items.linkType === 'Asset'
            ? { kind: 'assetLinks' }
            : { kind: 'entryLinks', allowed: this.knownTypes(field) };
        }
        return null;
    }
  }

  /** Allowed link targets that exist in the model (a validation may name a deleted type). */
  private knownTypes(field: ExportField): string[] {
    return allowedContentTypes(field).filter((id) => this.store.contentTypes.has(id));
  }

  private defineContentType(info: ContentTypeInfo): void {
    const typeName = this.typeName(info.id);
    const shapes = new Map<string, FieldShape>();
    const graphqlNames = new Map<string, string>();
    for (const field of info.fields) {
      const shape = this.fieldShape(field);
      if (!shape) continue;
      if (RESERVED_FIELD_NAMES.has(field.id)) {
        throw new SchemaGenerationError(
          'RESERVED_FIELD_NAME',
          `Schema generation failed. Field '${field.id}' of content type '${info.id}' uses a reserved name`,
          { contentTypeId: info.id, fieldId: field.id },
        );
      }
      const graphqlName = shape.kind === 'entryLinks' || shape.kind === 'assetLinks' ? `${field.id}Collection` : field.id;
      const clash = graphqlNames.get(graphqlName);
      if (clash !== undefined) {
        throw new SchemaGenerationError(
          'COLLIDING_FIELD_NAMES',
          `Schema generation failed. Fields '${clash}' and '${field.id}' of content type '${info.id}' would both be named '${graphqlName}'`,
          { contentTypeId: info.id, collidingFieldIds: [clash, field.id], resultingFieldName: graphqlName },
        );
      }
      graphqlNames.set(graphqlName, field.id);
      shapes.set(field.id, shape);
    }

    const fields = info.fields.filter((field) => shapes.has(field.id));

    this.filterSpecs.set(info.id, this.contentFilterSpec(info, shapes, true));
    this.nestedFilterSpecs.set(info.id, this.contentFilterSpec(info, shapes, false));
    const orderSpec = new Map<string, OrderKeySpec>(this.sysOrderKeys());
    for (const field of fields) {
      const shape = shapes.get(field.id)!;
      if (shape.kind !== 'scalar' || !shape.orderable) continue;
      const get: ValueGetter = this.store.fieldReader(info.id, field.id);
      orderSpec.set(`${field.id}_ASC`, { get, valueKind: shape.valueKind, descending: false });
      orderSpec.set(`${field.id}_DESC`, { get, valueKind: shape.valueKind, descending: true });
    }
    this.orderSpecs.set(info.id, orderSpec);
    this.orderEnums.set(info.id, this.orderEnum(`${typeName}Order`, info.id, orderSpec));

    const filterType: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: this.claim(`${typeName}Filter`, info.id),
      fields: () => this.contentFilterFields(info, shapes, true, filterType),
    });
    this.filterTypes.set(info.id, filterType);
    const nestedFilterType: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: this.claim(`cf${typeName}NestedFilter`, info.id),
      fields: () => this.contentFilterFields(info, shapes, false, nestedFilterType),
    });
    this.nestedFilterTypes.set(info.id, nestedFilterType);

    const objectType = new GraphQLObjectType<EntityRef>({
      name: typeName,
      description: `${info.name}${info.description ? `: ${info.description}` : ''}`,
      interfaces: () => [this.entryInterface],
      fields: () => {
        const config: GraphQLFieldConfigMap<EntityRef, unknown> = {
          ...this.commonEntityFields(),
          linkedFrom: this.linkedFromField(this.linkingTypes.get(info.id)!),
        };
        for (const field of fields) {
          const shape = shapes.get(field.id)!;
          const graphqlName = shape.kind === 'entryLinks' || shape.kind === 'assetLinks' ? `${field.id}Collection` : field.id;
          config[graphqlName] = this.entryField(info, typeName, field, shape);
        }
        return config;
      },
    });
    this.entryTypes.set(info.id, objectType);
    this.collectionTypes.set(info.id, this.collectionType(`${typeName}Collection`, info.id, objectType));
    this.linkingTypes.set(info.id, this.linkingCollectionsType(`${typeName}LinkingCollections`, info.id, 'Entry'));
  }

  /** Filter keys of a content type; `nested` false builds the one-level `cf{Type}NestedFilter`. */
  private contentFilterSpec(info: ContentTypeInfo, shapes: ReadonlyMap<string, FieldShape>, topLevel: boolean): FilterSpec {
    const spec = new Map<string, FilterKeySpec>([
      ['sys', { kind: 'object', spec: () => this.sysFilterSpec }],
      ['contentfulMetadata', { kind: 'object', spec: () => this.metadataFilterSpec }],
      ['AND', { kind: 'and' }],
      ['OR', { kind: 'or' }],
    ]);
    for (const field of info.fields) {
      const shape = shapes.get(field.id);
      if (!shape) continue;
      const get: ValueGetter = this.store.fieldReader(info.id, field.id);
      const exists = (name: string): [string, FilterKeySpec] => [
        `${name}_exists`,
        { kind: 'value', get, valueKind: 'present', op: 'exists' },
      ];
      switch (shape.kind) {
        case 'scalar':
          for (const [key, keySpec] of this.valueKeys(field.id, shape.valueKind, get)) spec.set(key, keySpec);
          break;
        case 'richText':
          for (const [key, keySpec] of this.valueKeys(field.id, 'richText', get)) spec.set(key, keySpec);
          break;
        case 'assetLink':
          spec.set(...exists(field.id));
          break;
        case 'assetLinks':
          spec.set(...exists(`${field.id}Collection`));
          break;
        case 'entryLink':
        case 'entryLinks': {
          spec.set(...exists(shape.kind === 'entryLink' ? field.id : `${field.id}Collection`));
          const target = shape.allowed.length === 1 ? shape.allowed[0]! : undefined;
          if (topLevel && target !== undefined) {
            spec.set(field.id, {
              kind: 'linked',
              linkIds: (entity, locale) => linkIds(get(entity, locale)),
              spec: () => this.nestedFilterSpecs.get(target)!,
            });
          }
          break;
        }
      }
    }
    return spec;
  }

  private contentFilterFields(
    info: ContentTypeInfo,
    shapes: ReadonlyMap<string, FieldShape>,
    topLevel: boolean,
    self: GraphQLInputObjectType,
  ): GraphQLInputFieldConfigMap {
    const fields: GraphQLInputFieldConfigMap = {
      sys: { type: this.sysFilterType },
      contentfulMetadata: { type: this.metadataFilterType },
    };
    for (const field of info.fields) {
      const shape = shapes.get(field.id);
      if (!shape) continue;
      switch (shape.kind) {
        case 'scalar':
          Object.assign(fields, this.valueInputFields(field.id, shape.valueKind, shape.filterInput));
          break;
        case 'richText':
          Object.assign(fields, this.valueInputFields(field.id, 'richText', GraphQLString));
          break;
        case 'assetLink':
          fields[`${field.id}_exists`] = { type: GraphQLBoolean };
          break;
        case 'assetLinks':
          fields[`${field.id}Collection_exists`] = { type: GraphQLBoolean };
          break;
        case 'entryLink':
        case 'entryLinks': {
          fields[shape.kind === 'entryLink' ? `${field.id}_exists` : `${field.id}Collection_exists`] = { type: GraphQLBoolean };
          const target = shape.allowed.length === 1 ? shape.allowed[0]! : undefined;
          if (topLevel && target !== undefined) fields[field.id] = { type: this.nestedFilterTypes.get(target)! };
          break;
        }
      }
    }
    fields.AND = { type: new GraphQLList(self) };
    fields.OR = { type: new GraphQLList(self) };
    return fields;
  }

  private entryField(
    info: ContentTypeInfo,
    typeName: string,
    field: ExportField,
    shape: FieldShape,
  ): GraphQLFieldConfig<EntityRef, unknown, Args> {
    const read = this.store.fieldReader(info.id, field.id);
    const fieldPart = upperFirst(field.id);
    switch (shape.kind) {
      case 'scalar':
        return {
          type: shape.type,
          args: { locale: { type: GraphQLString } },
          resolve: (ref, args) => read(ref.entity, args.locale == null ? ref.locale : this.localeArg(args, ref.locale)) ?? null,
        };
      case 'richText': {
        const links = this.richTextLinksType(`${typeName}${fieldPart}`, info.id);
        const richTextType = new GraphQLObjectType<RichTextValue>({
          name: this.claim(`${typeName}${fieldPart}`, info.id),
          fields: {
            json: { type: new GraphQLNonNull(JSONScalar), resolve: (value) => value.document },
            links: { type: new GraphQLNonNull(links), resolve: (value) => value },
          },
        });
        return {
          type: richTextType,
          args: { locale: { type: GraphQLString } },
          resolve: (ref, args): RichTextValue | null => {
            const locale = this.localeArg(args, ref.locale);
            const document = read(ref.entity, locale);
            if (document === undefined || document === null) return null;
            let targets: Map<string, string[]> | undefined;
            return {
              document,
              // Entries embedded in a document read in another locale are resolved in that locale too.
              locale,
              preview: ref.preview,
              targets: () => (targets ??= richTextTargets(document)),
            };
          },
        };
      }
      case 'assetLink':
      case 'entryLink': {
        const kind = shape.kind === 'assetLink' ? 'Asset' : 'Entry';
        const allowed = shape.kind === 'entryLink' ? shape.allowed : [];
        const target = allowed.length === 1 ? allowed[0]! : undefined;
        const type = kind === 'Asset' ? this.assetType : target !== undefined ? this.entryTypes.get(target)! : this.entryInterface;
        const args: GraphQLFieldConfigArgumentMap = { preview: { type: GraphQLBoolean }, locale: { type: GraphQLString } };
        // Link filtering: a single-type link accepts its type's filter; a target that does not match resolves to null.
        if (target !== undefined) args.where = { type: this.filterTypes.get(target)! };
        return {
          type,
          args,
          resolve: (ref, args) => {
            const locale = this.localeArg(args, ref.locale);
            const preview = boolArg(args, 'preview') ?? ref.preview;
            const [id] = linkIds(read(ref.entity, ref.locale));
            if (id === undefined) return null;
            const resolved = this.resolveLink(kind, id, preview, allowed, { entity: ref.entity, fieldId: field.id });
            if (resolved instanceof GraphQLError) throw resolved;
            if (target !== undefined && isRecord(args.where)) {
              const predicate = compileFilter(args.where, this.filterSpecs.get(target)!);
              if (!predicate(resolved, this.evalContext(locale, preview))) return null;
            }
            return { entity: resolved, locale, preview };
          },
        };
      }
      case 'assetLinks':
      case 'entryLinks': {
        const kind = shape.kind === 'assetLinks' ? 'Asset' : 'Entry';
        const allowed = shape.kind === 'entryLinks' ? shape.allowed : [];
        const target = allowed.length === 1 ? allowed[0]! : undefined;
        const collectionName = `${typeName}${fieldPart}Collection`;
        let collection: GraphQLObjectType;
        let filterSpec: FilterSpec | undefined;
        let orderSpec: OrderSpec | undefined;
        const extraArgs: GraphQLFieldConfigArgumentMap = {};
        if (kind === 'Asset') {
          collection = this.assetCollectionType;
        } else if (target !== undefined) {
          collection = this.collectionType(collectionName, info.id, this.entryTypes.get(target)!);
          filterSpec = this.filterSpecs.get(target)!;
          orderSpec = this.orderSpecs.get(target)!;
          extraArgs.where = { type: this.filterTypes.get(target)! };
          extraArgs.order = { type: new GraphQLList(this.orderEnum(`${collectionName}Order`, info.id, orderSpec)) };
        } else if (allowed.length > 1) {
          const union = new GraphQLUnionType({
            name: this.claim(`${typeName}${fieldPart}Item`, info.id),
            types: () => allowed.map((id) => this.entryTypes.get(id)!),
            resolveType: (value: EntityRef) => this.typeName(value.entity.contentTypeId ?? ''),
          });
          collection = this.collectionType(collectionName, info.id, union);
        } else {
          collection = this.collectionType(collectionName, info.id, this.entryInterface);
        }
        return {
          type: collection,
          args: this.collectionArgs(extraArgs),
          resolve: (ref, args): CollectionValue => {
            const locale = this.localeArg(args, ref.locale);
            const preview = boolArg(args, 'preview') ?? ref.preview;
            const ids = linkIds(read(ref.entity, ref.locale));
            const from = { entity: ref.entity, fieldId: field.id };
            const order = listArg(args, 'order');
            const refine = (isRecord(args.where) && filterSpec) || (order && order.length > 0 && orderSpec);
            if (refine) {
              // Filtering or ordering skips links that cannot be resolved (Contentful: "skip over unresolved entries").
              const entities: StoredEntity[] = [];
              for (const id of ids) {
                const resolved = this.resolveLink(kind, id, preview, allowed, from);
                if (!(resolved instanceof GraphQLError)) entities.push(resolved);
              }
              return this.collect(entities, args, locale, preview, filterSpec, orderSpec);
            }
            // Nested collections keep the order of the links; an unresolvable link is a null item plus an error.
            const paged = page(ids, args);
            return {
              ...paged,
              items: paged.items.map((id) => {
                const resolved = this.resolveLink(kind, id, preview, allowed, from);
                return resolved instanceof GraphQLError ? resolved : { entity: resolved, locale, preview };
              }),
            };
          },
        };
      }
    }
  }

  private richTextLinksType(prefix: string, owner: string): GraphQLObjectType<RichTextValue> {
    const list = (slot: string, kind: 'Entry' | 'Asset'): GraphQLFieldConfig<RichTextValue, unknown> => ({
      type: new GraphQLNonNull(new GraphQLList(kind === 'Entry' ? this.entryInterface : this.assetType)),
      // Embedded targets that cannot be resolved are left out, as Contentful's `links` lists only what it resolved.
      resolve: (value) =>
        (value.targets().get(slot) ?? []).flatMap((id) => {
          const entity = kind === 'Entry' ? this.store.entry(id, value.preview) : this.store.asset(id, value.preview);
          return entity ? [{ entity, locale: value.locale, preview: value.preview }] : [];
        }),
    });
    const entries = new GraphQLObjectType<RichTextValue>({
      name: this.claim(`${prefix}Entries`, owner),
      fields: {
        inline: list('entries.inline', 'Entry'),
        hyperlink: list('entries.hyperlink', 'Entry'),
        block: list('entries.block', 'Entry'),
      },
    });
    const assets = new GraphQLObjectType<RichTextValue>({
      name: this.claim(`${prefix}Assets`, owner),
      fields: { hyperlink: list('assets.hyperlink', 'Asset'), block: list('assets.block', 'Asset') },
    });
    return new GraphQLObjectType<RichTextValue>({
      name: this.claim(`${prefix}Links`, owner),
      fields: {
        entries: { type: new GraphQLNonNull(entries), resolve: (value) => value },
        assets: { type: new GraphQLNonNull(assets), resolve: (value) => value },
      },
    });
  }

  // ---------------------------------------------------------------- linkedFrom

  private linkedFromField(type: GraphQLObjectType): GraphQLFieldConfig<EntityRef, unknown, Args> {
    return {
      type,
      args: { allowedLocales: { type: new GraphQLList(GraphQLString) } },
      resolve: (ref, args): LinkingValue => {
        const requested = (listArg(args, 'allowedLocales') ?? []).filter((code) => code !== null);
        for (const code of requested) this.localeArg({ locale: code }, ref.locale);
        const allowedLocales = requested.length > 0 ? requested.map(String) : [this.store.defaultLocale];
        return { target: ref.entity, allowedLocales, locale: ref.locale, preview: ref.preview };
      },
    };
  }

  /** Content types with a Link field that may point at `targetId` (or at assets). */
  private linkingSources(targetKind: 'Entry' | 'Asset', targetId: string): ContentTypeInfo[] {
    return [...this.store.contentTypes.values()].filter((info) =>
      info.fields.some((field) => {
        if (field.omitted || fieldLinkType(field) !== targetKind) return false;
        if (targetKind === 'Asset') return true;
        const allowed = allowedContentTypes(field);
        return allowed.length === 0 || allowed.includes(targetId);
      }),
    );
  }

  /**
   * `linkedFrom`: entries linking here in one of the allowed locales (the
   * default locale unless `allowedLocales` says otherwise), visible in the
   * current mode. `entryCollection` spans all types; one collection per type
   * that can link here is ordered on request. Contentful gives linkedFrom no
   * default order; here it is the export's order.
   */
  private linkingCollectionsType(name: string, owner: string, targetKind: 'Entry' | 'Asset'): GraphQLObjectType {
    const sources = (value: LinkingValue, preview: boolean, contentTypeId?: string): StoredEntity[] =>
      this.store
        .incomingLinks(value.target.id)
        .filter(
          (link) =>
            this.store.isVisible(link.source, preview) &&
            (contentTypeId === undefined || link.source.contentTypeId === contentTypeId) &&
            value.allowedLocales.some((code) => link.locales.has(code)),
        )
        .map((link) => link.source);
    return new GraphQLObjectType<LinkingValue>({
      name: owner === 'Asset' ? name : this.claim(name, owner),
      fields: () => {
        const fields: Record<string, GraphQLFieldConfig<LinkingValue, unknown, Args>> = {
          entryCollection: {
            type: this.entryCollectionType,
            args: this.collectionArgs(),
            resolve: (value, args) => {
              const locale = this.localeArg(args, value.locale);
              const preview = boolArg(args, 'preview') ?? value.preview;
              return this.collect(sources(value, preview), args, locale, preview, undefined, undefined);
            },
          },
        };
        for (const source of this.linkingSources(targetKind, owner)) {
          const sourceType = this.typeName(source.id);
          const orderSpec = this.orderSpecs.get(source.id)!;
          fields[`${queryFieldName(sourceType)}Collection`] = {
            type: this.collectionTypes.get(source.id)!,
            args: this.collectionArgs({
              order: { type: new GraphQLList(this.orderEnum(`${name}${sourceType}CollectionOrder`, owner, orderSpec)) },
            }),
            resolve: (value, args) => {
              const locale = this.localeArg(args, value.locale);
              const preview = boolArg(args, 'preview') ?? value.preview;
              return this.collect(sources(value, preview, source.id), args, locale, preview, undefined, orderSpec);
            },
          };
        }
        return fields;
      },
    });
  }

  // Declared last: its thunk reads content-type maps filled in by build().
  readonly assetLinkingType: GraphQLObjectType = this.linkingCollectionsType('AssetLinkingCollections', 'Asset', 'Asset');
}

/** Generates the schema of a space; throws `SchemaGenerationError` for a model Contentful would refuse. */
export function buildContentSchema(store: ContentStore, options: SchemaOptions): ContentSchema {
  return new SchemaBuilder(store, options).build();
}
