import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { contentSchema } from './schema';
import { contentTypeIdOf } from './type-names';

/**
 * Cache tags of published content. Two kinds, so that a publish purges only
 * what shows the change:
 *
 * - `content:{typeId}` (`content:asset` for assets) on every result that
 *   LISTS entries of a type (a `fooCollection` query, `linkedFrom`): which
 *   entries such a query returns can change with any publish of that type;
 * - `entry:{id}` on every result that CONTAINS an entry or asset, at any
 *   depth: its fields or links changed.
 *
 * The revalidation webhook purges both tags of what was published.
 */
export function contentTag(contentTypeId: string): string {
  return `content:${contentTypeId}`;
}

/** The tag of one entry or asset, by its id. */
export function entryTag(id: string): string {
  return `entry:${id}`;
}

const ASSET_TAG = contentTag('asset');

function typeTags(type: GraphQLNamedType, into: Set<string>, schema: GraphQLSchema) {
  const members = isUnionType(type) || isInterfaceType(type) ? schema.getPossibleTypes(type) : [type];
  for (const member of members) {
    if (member.name === 'Asset') into.add(ASSET_TAG);
    const id = contentTypeIdOf(member.name);
    if (id) into.add(contentTag(id));
  }
}

/** The item type of a `FooCollection` type (its `items` field). */
function itemTypeOf(type: GraphQLNamedType): GraphQLNamedType | undefined {
  if (!isObjectType(type)) return undefined;
  const items = type.getFields().items;
  return items ? getNamedType(items.type) : undefined;
}

const memo = new WeakMap<DocumentNode, string[]>();

/**
 * The content-type tags of a query: the types whose entries it lists, through
 * a top-level collection or `linkedFrom` (found by walking the query against
 * the schema). Entries it reaches through links are tagged by id instead
 * (entryTagsOf), so publishing one entry does not purge every page that
 * shows some other entry of its type.
 */
export function tagsOf(document: DocumentNode, schema: GraphQLSchema = contentSchema()): string[] {
  const cached = memo.get(document);
  if (cached) return cached;
  const tags = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  const queryType = schema.getQueryType();
  let linkedFromDepth = 0;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter(node) {
          const parent = typeInfo.getParentType();
          const type = typeInfo.getType();
          if (node.name.value === 'linkedFrom') linkedFromDepth += 1;
          if (!type) return;
          const named = getNamedType(type);
          const listsEntries = parent === queryType || (linkedFromDepth > 0 && node.name.value !== 'linkedFrom');
          if (listsEntries && named.name.endsWith('Collection')) {
            const item = itemTypeOf(named);
            if (item) typeTags(item, tags, schema);
          }
        },
        leave(node) {
          if (node.name.value === 'linkedFrom') linkedFromDepth -= 1;
        },
      },
    }),
  );
  const result = [...tags].sort();
  memo.set(document, result);
  return result;
}

const SYS_ID: FieldNode = {
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: 'sys' },
  selectionSet: {
    kind: Kind.SELECTION_SET,
    selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'id' } }],
  },
};

const withIds = new WeakMap<DocumentNode, DocumentNode>();

/**
 * The query with `sys { id }` selected on every entry and asset it reads
 * (GraphQL merges it with a `sys` the query selects itself), so that the
 * result names every entry it contains, for entryTagsOf. The typed result is
 * unchanged: the extra fields are only read for tags.
 */
export function withEntryIds(document: DocumentNode, schema: GraphQLSchema = contentSchema()): DocumentNode {
  const cached = withIds.get(document);
  if (cached) return cached;
  const typeInfo = new TypeInfo(schema);
  const result = visit(
    document,
    visitWithTypeInfo(typeInfo, {
      SelectionSet(node: SelectionSetNode) {
        const parent = typeInfo.getParentType();
        if (!parent || isUnionType(parent) || !('sys' in parent.getFields())) return undefined;
        return { ...node, selections: [...node.selections, SYS_ID] };
      },
    }),
  );
  withIds.set(document, result);
  return result;
}

/** `entry:{id}` for every entry and asset in a query result (objects with `sys.id`), sorted. */
export function entryTagsOf(data: unknown): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const sys = (value as { sys?: { id?: unknown } }).sys;
    if (sys && typeof sys.id === 'string') ids.add(entryTag(sys.id));
    for (const child of Object.values(value)) walk(child);
  };
  walk(data);
  return [...ids].sort();
}
