import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLString,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';

import { ASSET_INT_FIELDS, ASSET_STRING_FIELDS, assetValue } from './assets';
import type { FieldShape } from './field-shapes';
import {
  filterKey,
  isListOperator,
  OPERATORS_BY_KIND,
  SYS_VALUES,
  type FilterKeySpec,
  type FilterSpec,
  type ValueGetter,
  type ValueKind,
} from './filters';
import { DateTimeScalar } from './scalars';
import { linkIds, type ContentStore, type ContentTypeInfo } from './store';
import type { TypeNames } from './type-names';

/**
 * The `where` arguments of the schema: each filter input type with the
 * `FilterSpec` that evaluates it (`compileFilter` in filters.ts). The two are
 * built side by side from the same fields, so every input field has a key.
 */

/** Filter keys of one value (`name`, `name_not`, `name_in`, ...) for the operators of its kind. */
function valueKeys(name: string, valueKind: ValueKind, get: ValueGetter): [string, FilterKeySpec][] {
  return OPERATORS_BY_KIND[valueKind].map((op) => [filterKey(name, op), { kind: 'value', get, valueKind, op }]);
}

/** The input fields matching `valueKeys`: lists for the list operators, booleans for `_exists`. */
function valueInputFields(name: string, valueKind: ValueKind, type: GraphQLInputType): GraphQLInputFieldConfigMap {
  const fields: GraphQLInputFieldConfigMap = {};
  for (const op of OPERATORS_BY_KIND[valueKind]) {
    const inputType = op === 'exists' ? GraphQLBoolean : type;
    fields[filterKey(name, op)] = { type: isListOperator(op) ? new GraphQLList(inputType) : inputType };
  }
  return fields;
}

/** The input type of a `SysFilter` value, by the kind `SYS_VALUES` gives it (`publishedVersion` is a Float, as in Contentful). */
const SYS_INPUT_TYPES: Record<(typeof SYS_VALUES)[number][1], GraphQLInputType> = {
  string: GraphQLString,
  date: DateTimeScalar,
  number: GraphQLFloat,
};

/**
 * Filter input types and specs: `SysFilter` and `ContentfulMetadataFilter`
 * shared by all, `AssetFilter`, `EntryFilter`, and per content type
 * `{Type}Filter` with its one-level `cf{Type}NestedFilter` for the entries a
 * single-type reference field links to.
 */
export class FilterInputs {
  private readonly sysSpec: FilterSpec;
  private readonly sysType: GraphQLInputObjectType;
  private readonly tagsSpec: FilterSpec;
  private readonly metadataSpec: FilterSpec;
  private readonly metadataType: GraphQLInputObjectType;
  readonly assetSpec: FilterSpec;
  readonly assetType: GraphQLInputObjectType;
  readonly entrySpec: FilterSpec;
  readonly entryType: GraphQLInputObjectType;
  private readonly specs = new Map<string, FilterSpec>();
  private readonly nestedSpecs = new Map<string, FilterSpec>();
  private readonly types = new Map<string, GraphQLInputObjectType>();
  private readonly nestedTypes = new Map<string, GraphQLInputObjectType>();

  constructor(
    private readonly store: ContentStore,
    private readonly names: TypeNames,
  ) {
    this.sysSpec = new Map<string, FilterKeySpec>(
      SYS_VALUES.flatMap(([name, valueKind, get]) => valueKeys(name, valueKind, get)),
    );

    this.sysType = new GraphQLInputObjectType({
      name: 'SysFilter',
      fields: () =>
        Object.fromEntries(
          SYS_VALUES.flatMap(([name, valueKind]) =>
            Object.entries(valueInputFields(name, valueKind, SYS_INPUT_TYPES[valueKind])),
          ),
        ),
    });

    this.tagsSpec = new Map<string, FilterKeySpec>(
      (['contains_all', 'contains_some', 'contains_none'] as const).map((op) => [
        filterKey('id', op),
        { kind: 'value', get: (entity) => entity.tagIds, valueKind: 'stringArray', op },
      ]),
    );

    this.metadataSpec = new Map<string, FilterKeySpec>([
      ['tags_exists', { kind: 'value', get: (entity) => entity.tagIds, valueKind: 'present', op: 'exists' }],
      ['tags', { kind: 'object', spec: () => this.tagsSpec }],
    ]);

    this.metadataType = new GraphQLInputObjectType({
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

    this.assetSpec = new Map<string, FilterKeySpec>([
      ['sys', { kind: 'object', spec: () => this.sysSpec }],
      ['contentfulMetadata', { kind: 'object', spec: () => this.metadataSpec }],
      ['AND', { kind: 'and' }],
      ['OR', { kind: 'or' }],
      ...ASSET_STRING_FIELDS.flatMap((name) => valueKeys(name, 'string', assetValue(store, name))),
      ...ASSET_INT_FIELDS.flatMap((name) => valueKeys(name, 'number', assetValue(store, name))),
    ]);

    this.assetType = new GraphQLInputObjectType({
      name: 'AssetFilter',
      fields: () => ({
        sys: { type: this.sysType },
        contentfulMetadata: { type: this.metadataType },
        ...Object.assign(
          {},
          ...ASSET_STRING_FIELDS.map((name) => valueInputFields(name, 'string', GraphQLString)),
          ...ASSET_INT_FIELDS.map((name) => valueInputFields(name, 'number', GraphQLInt)),
        ),
        AND: { type: new GraphQLList(this.assetType) },
        OR: { type: new GraphQLList(this.assetType) },
      }),
    });

    this.entrySpec = new Map<string, FilterKeySpec>([
      ['sys', { kind: 'object', spec: () => this.sysSpec }],
      ['contentfulMetadata', { kind: 'object', spec: () => this.metadataSpec }],
      ['AND', { kind: 'and' }],
      ['OR', { kind: 'or' }],
    ]);

    this.entryType = new GraphQLInputObjectType({
      name: 'EntryFilter',
      fields: () => ({
        sys: { type: this.sysType },
        contentfulMetadata: { type: this.metadataType },
        AND: { type: new GraphQLList(this.entryType) },
        OR: { type: new GraphQLList(this.entryType) },
      }),
    });
  }

  /** Defines `{Type}Filter` and `cf{Type}NestedFilter` of a content type, with their specs. */
  defineContentType(info: ContentTypeInfo, typeName: string, shapes: ReadonlyMap<string, FieldShape>): void {
    this.specs.set(info.id, this.contentFilterSpec(info, shapes, true));
    this.nestedSpecs.set(info.id, this.contentFilterSpec(info, shapes, false));
    const filterType: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: this.names.claim(`${typeName}Filter`, info.id),
      fields: () => this.contentFilterFields(info, shapes, true, filterType),
    });
    this.types.set(info.id, filterType);
    const nestedFilterType: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: this.names.claim(`cf${typeName}NestedFilter`, info.id),
      fields: () => this.contentFilterFields(info, shapes, false, nestedFilterType),
    });
    this.nestedTypes.set(info.id, nestedFilterType);
  }

  /** The `{Type}Filter` spec of a content type defined before. */
  spec(contentTypeId: string): FilterSpec {
    return this.specs.get(contentTypeId)!;
  }

  /** The `{Type}Filter` input type of a content type defined before. */
  type(contentTypeId: string): GraphQLInputObjectType {
    return this.types.get(contentTypeId)!;
  }

  /** Filter keys of a content type; `topLevel` false builds the one-level `cf{Type}NestedFilter`. */
  private contentFilterSpec(
    info: ContentTypeInfo,
    shapes: ReadonlyMap<string, FieldShape>,
    topLevel: boolean,
  ): FilterSpec {
    const spec = new Map<string, FilterKeySpec>([
      ['sys', { kind: 'object', spec: () => this.sysSpec }],
      ['contentfulMetadata', { kind: 'object', spec: () => this.metadataSpec }],
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
          for (const [key, keySpec] of valueKeys(field.id, shape.valueKind, get)) spec.set(key, keySpec);
          break;
        case 'richText':
          for (const [key, keySpec] of valueKeys(field.id, 'richText', get)) spec.set(key, keySpec);
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
              spec: () => this.nestedSpecs.get(target)!,
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
      sys: { type: this.sysType },
      contentfulMetadata: { type: this.metadataType },
    };
    for (const field of info.fields) {
      const shape = shapes.get(field.id);
      if (!shape) continue;
      switch (shape.kind) {
        case 'scalar':
          Object.assign(fields, valueInputFields(field.id, shape.valueKind, shape.filterInput));
          break;
        case 'richText':
          Object.assign(fields, valueInputFields(field.id, 'richText', GraphQLString));
          break;
        case 'assetLink':
          fields[`${field.id}_exists`] = { type: GraphQLBoolean };
          break;
        case 'assetLinks':
          fields[`${field.id}Collection_exists`] = { type: GraphQLBoolean };
          break;
        case 'entryLink':
        case 'entryLinks': {
          fields[shape.kind === 'entryLink' ? `${field.id}_exists` : `${field.id}Collection_exists`] = {
            type: GraphQLBoolean,
          };
          const target = shape.allowed.length === 1 ? shape.allowed[0]! : undefined;
          if (topLevel && target !== undefined) fields[field.id] = { type: this.nestedTypes.get(target)! };
          break;
        }
      }
    }
    fields.AND = { type: new GraphQLList(self) };
    fields.OR = { type: new GraphQLList(self) };
    return fields;
  }
}
