import { GraphQLEnumType } from 'graphql';

import { ASSET_INT_FIELDS, assetValue } from './assets';
import type { FieldShape } from './field-shapes';
import { SYS_VALUES, type OrderKeySpec, type OrderSpec, type ValueGetter, type ValueKind } from './filters';
import type { ContentStore, ContentTypeInfo } from './store';
import type { TypeNames } from './type-names';

/**
 * The `order` arguments of the schema: each order enum with the `OrderSpec`
 * that sorts by it (`sortEntities` in filters.ts). A value orders by one
 * property, `{name}_ASC` or `{name}_DESC`.
 */

/** The two order keys of one property. */
function directions(name: string, valueKind: ValueKind, get: ValueGetter): [string, OrderKeySpec][] {
  return [
    [`${name}_ASC`, { get, valueKind, descending: false }],
    [`${name}_DESC`, { get, valueKind, descending: true }],
  ];
}

/** The order keys every entry and asset has: `sys_id`, `sys_publishedAt`, ... */
function sysOrderKeys(): [string, OrderKeySpec][] {
  return SYS_VALUES.flatMap(([name, valueKind, get]) => directions(`sys_${name}`, valueKind, get));
}

/** An enum of the keys of `spec`, in name order. */
function orderEnumType(name: string, spec: OrderSpec): GraphQLEnumType {
  return new GraphQLEnumType({
    name,
    values: Object.fromEntries([...spec.keys()].sort().map((value) => [value, { value }])),
  });
}

/** Order enums and specs: `AssetOrder`, `EntryOrder`, and one `{Type}Order` per content type. */
export class Orders {
  readonly assetSpec: OrderSpec;
  readonly assetType: GraphQLEnumType;
  readonly entrySpec: OrderSpec;
  readonly entryType: GraphQLEnumType;
  private readonly specs = new Map<string, OrderSpec>();
  private readonly enums = new Map<string, GraphQLEnumType>();

  constructor(
    private readonly store: ContentStore,
    private readonly names: TypeNames,
  ) {
    this.assetSpec = new Map<string, OrderKeySpec>([
      ...sysOrderKeys(),
      ...['url', 'size', 'contentType', 'fileName', 'width', 'height'].flatMap((name) =>
        directions(name, ASSET_INT_FIELDS.includes(name) ? 'number' : 'string', assetValue(store, name)),
      ),
    ]);
    this.assetType = orderEnumType('AssetOrder', this.assetSpec);
    this.entrySpec = new Map(sysOrderKeys());
    this.entryType = orderEnumType('EntryOrder', this.entrySpec);
  }

  /** Defines `{Type}Order`: the sys keys, then the orderable scalar fields of the content type. */
  defineContentType(info: ContentTypeInfo, typeName: string, shapes: ReadonlyMap<string, FieldShape>): void {
    const spec = new Map<string, OrderKeySpec>(sysOrderKeys());
    for (const field of info.fields) {
      const shape = shapes.get(field.id);
      if (!shape || shape.kind !== 'scalar' || !shape.orderable) continue;
      const get: ValueGetter = this.store.fieldReader(info.id, field.id);
      for (const [key, keySpec] of directions(field.id, shape.valueKind, get)) spec.set(key, keySpec);
    }
    this.specs.set(info.id, spec);
    this.enums.set(info.id, this.claimedEnum(`${typeName}Order`, info.id, spec));
  }

  /** The order spec of a content type defined before. */
  spec(contentTypeId: string): OrderSpec {
    return this.specs.get(contentTypeId)!;
  }

  /** The `{Type}Order` enum of a content type defined before. */
  type(contentTypeId: string): GraphQLEnumType {
    return this.enums.get(contentTypeId)!;
  }

  /** An order enum over `spec`, its name claimed for `owner` (`AssetOrder` and `EntryOrder` are reserved names instead). */
  claimedEnum(name: string, owner: string, spec: OrderSpec): GraphQLEnumType {
    return orderEnumType(this.names.claim(name, owner), spec);
  }
}
