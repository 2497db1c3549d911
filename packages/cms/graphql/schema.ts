import {
  GraphQLBoolean,
  GraphQLList,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
} from 'graphql';

import { collectionArgs, localeArg, rootRef, stringArg, type Args } from './args';
import { assetObjectType } from './assets';
import { Collections } from './collections';
import { EntityTypes, type EntityRef } from './entity-types';
import { fieldShapes, graphqlFieldName, type FieldShape } from './field-shapes';
import { FilterInputs } from './filter-inputs';
import { Links } from './links';
import { queryFieldName, upperFirst } from './naming';
import { Orders } from './ordering';
import { RichTextFields } from './rich-text';
import type { FilterSpec, OrderSpec } from './filters';
import type { ContentStore, ContentTypeInfo, StoredEntity } from './store';
import { TypeNames } from './type-names';
import type { ExportField } from './types';

/**
 * Builds the GraphQL schema of a space the way Contentful's GraphQL Content
 * API generates it ("Schema generation" reference), with resolvers that read
 * the in-memory store. Every resolver is lazy: a field costs something only
 * when a query selects it.
 *
 * This file holds the orchestration: the root query fields and the object
 * type of each content type. The pieces it composes live beside it: argument
 * readers and paging (args.ts), type names (type-names.ts), the types every
 * entity shares (entity-types.ts), field shapes (field-shapes.ts), filter
 * inputs (filter-inputs.ts), order enums (ordering.ts), collections
 * (collections.ts), links and `linkedFrom` (links.ts), rich text
 * (rich-text.ts) and assets (assets.ts).
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

/** What a root collection field lists, and the `where` and `order` arguments it takes with their specs. */
interface RootCollectionSource {
  where: GraphQLInputObjectType;
  order: GraphQLEnumType;
  entities: (preview: boolean) => readonly StoredEntity[];
  filterSpec: FilterSpec;
  orderSpec: OrderSpec;
  /** The collection cache's scope (`Collections.collect`). */
  cacheScope: string;
}

class SchemaBuilder {
  private readonly names = new TypeNames();
  private readonly entities: EntityTypes;
  private readonly filters: FilterInputs;
  private readonly orders: Orders;
  private readonly collections: Collections;
  private readonly links: Links;
  private readonly richText: RichTextFields;
  private readonly assetType: GraphQLObjectType<EntityRef>;
  private readonly assetCollectionType: GraphQLObjectType;
  private readonly entryCollectionType: GraphQLObjectType;
  private readonly assetLinkingType: GraphQLObjectType;
  private readonly entryTypes = new Map<string, GraphQLObjectType<EntityRef>>();
  private readonly collectionTypes = new Map<string, GraphQLObjectType>();
  private readonly linkingTypes = new Map<string, GraphQLObjectType>();

  constructor(
    private readonly store: ContentStore,
    options: SchemaOptions,
  ) {
    this.entities = new EntityTypes(store, options, this.names);
    this.filters = new FilterInputs(store, this.names);
    this.orders = new Orders(store, this.names);
    this.collections = new Collections(store, this.names);

    this.assetType = assetObjectType(store, options, {
      commonEntityFields: () => this.entities.commonEntityFields(),
      linkedFrom: () => this.links.linkedFromField(this.assetLinkingType),
    });
    this.assetCollectionType = this.collections.type('AssetCollection', 'Asset', this.assetType);
    this.entryCollectionType = this.collections.type('EntryCollection', 'Entry', this.entities.entryInterface);

    this.links = new Links(store, this.names, this.collections, {
      entryInterface: this.entities.entryInterface,
      assetType: this.assetType,
      assetCollectionType: this.assetCollectionType,
      entryCollectionType: this.entryCollectionType,
      filters: this.filters,
      orders: this.orders,
      entryType: (contentTypeId) => this.entryTypes.get(contentTypeId)!,
      collectionType: (contentTypeId) => this.collectionTypes.get(contentTypeId)!,
    });
    this.richText = new RichTextFields(store, this.names, {
      entryInterface: this.entities.entryInterface,
      assetType: this.assetType,
    });
    // Its thunk reads content-type maps filled in by build().
    this.assetLinkingType = this.links.linkingCollectionsType('AssetLinkingCollections', 'Asset', 'Asset');
  }

  // ---------------------------------------------------------------- content types

  build(): ContentSchema {
    for (const info of this.store.contentTypes.values()) this.names.addContentType(info.id);
    for (const info of this.store.contentTypes.values()) this.defineContentType(info);

    const queryFields: GraphQLFieldConfigMap<unknown, unknown> = {
      asset: {
        type: this.assetType,
        args: {
          id: { type: new GraphQLNonNull(GraphQLString) },
          preview: { type: GraphQLBoolean },
          locale: { type: GraphQLString },
        },
        resolve: (_root, args: Args) => {
          const { locale, preview } = rootRef(this.store, args);
          const entity = this.store.asset(stringArg(args, 'id') ?? '', preview);
          return entity ? { entity, locale, preview } : null;
        },
      },
      assetCollection: this.rootCollectionField(this.assetCollectionType, {
        where: this.filters.assetType,
        order: this.orders.assetType,
        entities: (preview) => this.store.allAssetsList(preview),
        filterSpec: this.filters.assetSpec,
        orderSpec: this.orders.assetSpec,
        cacheScope: 'Asset',
      }),
      entryCollection: this.rootCollectionField(this.entryCollectionType, {
        where: this.filters.entryType,
        order: this.orders.entryType,
        entities: (preview) => this.store.allEntriesList(preview),
        filterSpec: this.filters.entrySpec,
        orderSpec: this.orders.entrySpec,
        cacheScope: 'Entry',
      }),
    };

    for (const info of this.store.contentTypes.values()) {
      const typeName = this.names.typeName(info.id);
      const fieldName = queryFieldName(typeName);
      queryFields[fieldName] = {
        type: this.entryTypes.get(info.id)!,
        args: {
          id: { type: new GraphQLNonNull(GraphQLString) },
          preview: { type: GraphQLBoolean },
          locale: { type: GraphQLString },
        },
        resolve: (_root, args: Args) => {
          const { locale, preview } = rootRef(this.store, args);
          const entity = this.store.entry(stringArg(args, 'id') ?? '', preview);
          return entity && entity.contentTypeId === info.id ? { entity, locale, preview } : null;
        },
      };
      queryFields[`${fieldName}Collection`] = this.rootCollectionField(this.collectionTypes.get(info.id)!, {
        where: this.filters.type(info.id),
        order: this.orders.type(info.id),
        entities: (preview) => this.store.entriesOfType(info.id, preview),
        filterSpec: this.filters.spec(info.id),
        orderSpec: this.orders.spec(info.id),
        cacheScope: `type:${info.id}`,
      });
    }

    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: queryFields }),
      types: [...this.entryTypes.values()],
    });
    return { schema, meta: { collectionTypes: this.collections.typeNames } };
  }

  /** A root `…Collection` field: the entities `source.entities` lists, filtered by `where` and sorted by `order`. */
  private rootCollectionField(
    type: GraphQLObjectType,
    source: RootCollectionSource,
  ): GraphQLFieldConfig<unknown, unknown> {
    return {
      type,
      args: collectionArgs({ where: { type: source.where }, order: { type: new GraphQLList(source.order) } }),
      resolve: (_root, args: Args) => {
        const { locale, preview } = rootRef(this.store, args);
        return this.collections.collect(
          source.entities(preview),
          args,
          locale,
          preview,
          source.filterSpec,
          source.orderSpec,
          source.cacheScope,
        );
      },
    };
  }

  /** Defines a content type's object type with its order enum, filters, collection and linking collections types. */
  private defineContentType(info: ContentTypeInfo): void {
    const typeName = this.names.typeName(info.id);
    const shapes = fieldShapes(this.store, this.entities.locationType, info);
    const fields = info.fields.filter((field) => shapes.has(field.id));

    this.orders.defineContentType(info, typeName, shapes);
    this.filters.defineContentType(info, typeName, shapes);

    const objectType = new GraphQLObjectType<EntityRef>({
      name: typeName,
      description: `${info.name}${info.description ? `: ${info.description}` : ''}`,
      interfaces: () => [this.entities.entryInterface],
      fields: () => {
        const config: GraphQLFieldConfigMap<EntityRef, unknown> = {
          ...this.entities.commonEntityFields(),
          linkedFrom: this.links.linkedFromField(this.linkingTypes.get(info.id)!),
        };
        for (const field of fields) {
          const shape = shapes.get(field.id)!;
          config[graphqlFieldName(field, shape)] = this.entryField(info, typeName, field, shape);
        }
        return config;
      },
    });
    this.entryTypes.set(info.id, objectType);
    this.collectionTypes.set(info.id, this.collections.type(`${typeName}Collection`, info.id, objectType));
    this.linkingTypes.set(
      info.id,
      this.links.linkingCollectionsType(`${typeName}LinkingCollections`, info.id, 'Entry'),
    );
  }

  /** The field of one content type field in its entry type, by the field's shape. */
  private entryField(
    info: ContentTypeInfo,
    typeName: string,
    field: ExportField,
    shape: FieldShape,
  ): GraphQLFieldConfig<EntityRef, unknown, Args> {
    const read = this.store.fieldReader(info.id, field.id);
    const prefix = `${typeName}${upperFirst(field.id)}`;
    switch (shape.kind) {
      case 'scalar':
        return {
          type: shape.type,
          args: { locale: { type: GraphQLString } },
          resolve: (ref, args) =>
            read(ref.entity, args.locale == null ? ref.locale : localeArg(this.store, args, ref.locale)) ?? null,
        };
      case 'richText':
        return this.richText.field(prefix, info.id, read);
      case 'assetLink':
      case 'entryLink':
        return this.links.field(field.id, shape, read);
      case 'assetLinks':
      case 'entryLinks':
        return this.links.collectionField(prefix, info.id, field.id, shape, read);
    }
  }
}

/** Generates the schema of a space; throws `SchemaGenerationError` for a model Contentful would refuse. */
export function buildContentSchema(store: ContentStore, options: SchemaOptions): ContentSchema {
  return new SchemaBuilder(store, options).build();
}
