import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLList,
  GraphQLObjectType,
  GraphQLString,
  GraphQLUnionType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLInterfaceType,
} from 'graphql';

import { boolArg, collectionArgs, isRecord, listArg, localeArg, page, type Args } from './args';
import { evalContext, type CollectionValue, type Collections } from './collections';
import type { EntityRef } from './entity-types';
import { contentfulError } from './errors';
import type { FieldShape } from './field-shapes';
import type { FilterInputs } from './filter-inputs';
import { compileFilter, type FilterSpec, type OrderSpec } from './filters';
import { queryFieldName } from './naming';
import type { Orders } from './ordering';
import {
  allowedContentTypes,
  fieldLinkType,
  linkIds,
  type ContentStore,
  type ContentTypeInfo,
  type FieldReader,
  type StoredEntity,
} from './store';
import type { TypeNames } from './type-names';

/**
 * Links both ways: Link and Array-of-Link fields resolved to the entries and
 * assets they point at, and `linkedFrom`, the entries that link to an entry
 * or asset.
 */

interface LinkingValue {
  target: StoredEntity;
  allowedLocales: readonly string[];
  locale: string;
  preview: boolean;
}

/**
 * The parts of the schema links point into. The content type lookups are
 * called only once every content type is defined (in type thunks and
 * resolvers).
 */
export interface LinkTargets {
  entryInterface: GraphQLInterfaceType;
  assetType: GraphQLObjectType<EntityRef>;
  assetCollectionType: GraphQLObjectType;
  entryCollectionType: GraphQLObjectType;
  filters: FilterInputs;
  orders: Orders;
  /** The object type of a content type. */
  entryType(contentTypeId: string): GraphQLObjectType<EntityRef>;
  /** The `{Type}Collection` type of a content type. */
  collectionType(contentTypeId: string): GraphQLObjectType;
}

type SingleLinkShape = Extract<FieldShape, { kind: 'entryLink' | 'assetLink' }>;
type LinkListShape = Extract<FieldShape, { kind: 'entryLinks' | 'assetLinks' }>;

/** Builds link fields, `linkedFrom` fields and the linking collection types behind them. */
export class Links {
  constructor(
    private readonly store: ContentStore,
    private readonly names: TypeNames,
    private readonly collections: Collections,
    private readonly targets: LinkTargets,
  ) {}

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
    const sourceType = from.entity.contentTypeId === null ? 'Asset' : this.names.typeName(from.entity.contentTypeId);
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

  /** The field of a Link field (`fieldId`, read by `read`): the linked entry or asset. */
  field(fieldId: string, shape: SingleLinkShape, read: FieldReader): GraphQLFieldConfig<EntityRef, unknown, Args> {
    const kind = shape.kind === 'assetLink' ? 'Asset' : 'Entry';
    const allowed = shape.kind === 'entryLink' ? shape.allowed : [];
    const target = allowed.length === 1 ? allowed[0]! : undefined;
    const type =
      kind === 'Asset'
        ? this.targets.assetType
        : target !== undefined
          ? this.targets.entryType(target)
          : this.targets.entryInterface;
    const args: GraphQLFieldConfigArgumentMap = { preview: { type: GraphQLBoolean }, locale: { type: GraphQLString } };
    // Link filtering: a single-type link accepts its type's filter; a target that does not match resolves to null.
    if (target !== undefined) args.where = { type: this.targets.filters.type(target) };
    return {
      type,
      args,
      resolve: (ref, args) => {
        const locale = localeArg(this.store, args, ref.locale);
        const preview = boolArg(args, 'preview') ?? ref.preview;
        const [id] = linkIds(read(ref.entity, ref.locale));
        if (id === undefined) return null;
        const resolved = this.resolveLink(kind, id, preview, allowed, { entity: ref.entity, fieldId });
        if (resolved instanceof GraphQLError) throw resolved;
        if (target !== undefined && isRecord(args.where)) {
          const predicate = compileFilter(args.where, this.targets.filters.spec(target));
          if (!predicate(resolved, evalContext(this.store, locale, preview))) return null;
        }
        return { entity: resolved, locale, preview };
      },
    };
  }

  /**
   * The `{field}Collection` field of an Array-of-Link field (`fieldId`, read
   * by `read`); `prefix` is `{Type}{Field}`, the start of the names of the
   * types it claims for `owner`.
   */
  collectionField(
    prefix: string,
    owner: string,
    fieldId: string,
    shape: LinkListShape,
    read: FieldReader,
  ): GraphQLFieldConfig<EntityRef, unknown, Args> {
    const kind = shape.kind === 'assetLinks' ? 'Asset' : 'Entry';
    const allowed = shape.kind === 'entryLinks' ? shape.allowed : [];
    const target = allowed.length === 1 ? allowed[0]! : undefined;
    const collectionName = `${prefix}Collection`;
    let collection: GraphQLObjectType;
    let filterSpec: FilterSpec | undefined;
    let orderSpec: OrderSpec | undefined;
    const extraArgs: GraphQLFieldConfigArgumentMap = {};
    if (kind === 'Asset') {
      collection = this.targets.assetCollectionType;
    } else if (target !== undefined) {
      collection = this.collections.type(collectionName, owner, this.targets.entryType(target));
      filterSpec = this.targets.filters.spec(target);
      orderSpec = this.targets.orders.spec(target);
      extraArgs.where = { type: this.targets.filters.type(target) };
      extraArgs.order = {
        type: new GraphQLList(this.targets.orders.claimedEnum(`${collectionName}Order`, owner, orderSpec)),
      };
    } else if (allowed.length > 1) {
      const union = new GraphQLUnionType({
        name: this.names.claim(`${prefix}Item`, owner),
        types: () => allowed.map((id) => this.targets.entryType(id)),
        resolveType: (value: EntityRef) => this.names.typeName(value.entity.contentTypeId ?? ''),
      });
      collection = this.collections.type(collectionName, owner, union);
    } else {
      collection = this.collections.type(collectionName, owner, this.targets.entryInterface);
    }
    return {
      type: collection,
      args: collectionArgs(extraArgs),
      resolve: (ref, args): CollectionValue => {
        const locale = localeArg(this.store, args, ref.locale);
        const preview = boolArg(args, 'preview') ?? ref.preview;
        const ids = linkIds(read(ref.entity, ref.locale));
        const from = { entity: ref.entity, fieldId };
        const order = listArg(args, 'order');
        const refine = (isRecord(args.where) && filterSpec) || (order && order.length > 0 && orderSpec);
        if (refine) {
          // Filtering or ordering skips links that cannot be resolved (Contentful: "skip over unresolved entries").
          const entities: StoredEntity[] = [];
          for (const id of ids) {
            const resolved = this.resolveLink(kind, id, preview, allowed, from);
            if (!(resolved instanceof GraphQLError)) entities.push(resolved);
          }
          return this.collections.collect(entities, args, locale, preview, filterSpec, orderSpec);
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

  // ---------------------------------------------------------------- linkedFrom

  /** The `linkedFrom` field of an entry or asset type, over its linking collections type. */
  linkedFromField(type: GraphQLObjectType): GraphQLFieldConfig<EntityRef, unknown, Args> {
    return {
      type,
      args: { allowedLocales: { type: new GraphQLList(GraphQLString) } },
      resolve: (ref, args): LinkingValue => {
        const requested = (listArg(args, 'allowedLocales') ?? []).filter((code) => code !== null);
        for (const code of requested) localeArg(this.store, { locale: code }, ref.locale);
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
  linkingCollectionsType(name: string, owner: string, targetKind: 'Entry' | 'Asset'): GraphQLObjectType {
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
      name: owner === 'Asset' ? name : this.names.claim(name, owner),
      fields: () => {
        const fields: Record<string, GraphQLFieldConfig<LinkingValue, unknown, Args>> = {
          entryCollection: {
            type: this.targets.entryCollectionType,
            args: collectionArgs(),
            resolve: (value, args) => {
              const locale = localeArg(this.store, args, value.locale);
              const preview = boolArg(args, 'preview') ?? value.preview;
              return this.collections.collect(sources(value, preview), args, locale, preview, undefined, undefined);
            },
          },
        };
        for (const source of this.linkingSources(targetKind, owner)) {
          const sourceType = this.names.typeName(source.id);
          const orderSpec = this.targets.orders.spec(source.id);
          fields[`${queryFieldName(sourceType)}Collection`] = {
            type: this.targets.collectionType(source.id),
            args: collectionArgs({
              order: {
                type: new GraphQLList(
                  this.targets.orders.claimedEnum(`${name}${sourceType}CollectionOrder`, owner, orderSpec),
                ),
              },
            }),
            resolve: (value, args) => {
              const locale = localeArg(this.store, args, value.locale);
              const preview = boolArg(args, 'preview') ?? value.preview;
              return this.collections.collect(
                sources(value, preview, source.id),
                args,
                locale,
                preview,
                undefined,
                orderSpec,
              );
            },
          };
        }
        return fields;
      },
    });
  }
}
