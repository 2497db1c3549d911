import {
  getArgumentValues,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/**
 * What the introspection part of a query (`__schema`, `__type` at the root) really costs, worked out before it
 * executes by walking the schema the way execution will: with graphql-js's own introspection resolvers, so every
 * list counts what it really holds (the schema's types, each type's fields, each field's arguments, ...), not a
 * guess. Introspection is no content query, but its objects cost the engine about what entries do, and repeated
 * under aliases a few hundred bytes of query asked for megabytes of answer; so each object in the answer (a type,
 * a field, an argument, a type reference, ...) counts 1 towards the query's cost, like an entry.
 *
 * The walk stops as soon as the cost passes `budget` (the query is refused then, whatever follows), so it is
 * itself bounded: at most `budget` objects, each a few fields (the same field asked twice without an alias is
 * one, and aliases are bounded by MAX_ALIASES). It also adds up the answer's size, in characters of JSON, for the
 * answer-size bound (answer-budget.ts), which only wraps the content schema's own resolvers.
 */

export interface IntrospectionWalk {
  /** Objects in the introspection answer (at least `budget + 1` when `exceeded`). */
  cost: number;
  /** Characters of JSON the introspection answer holds (keys, values, punctuation), as far as it was walked. */
  size: number;
  /** Field levels of the deepest introspection field (the root field is level 1). */
  depth: number;
  /** The walk stopped early: the cost passed the budget, or the depth passed `maxDepth`. */
  exceeded?: 'cost' | 'depth';
}

/** Fields by response name, as execution merges them (`a: name` and `name` twice are two, `name name` one). */
type CollectedFields = Map<string, FieldNode[]>;

/** The JSON text of a key with its quotes, colon and comma: `"name":` and `,`. */
const keySize = (responseName: string) => responseName.length + 4;

function leafSize(value: unknown): number {
  return JSON.stringify(value)?.length ?? 4;
}

/**
 * Walks the introspection root fields `roots` (by response name, each the field nodes execution merges) of an
 * operation: their cost, answer size and depth, stopping once the cost passes `budget` or a field lies deeper than
 * `maxDepth`.
 */
export function walkIntrospection(
  schema: GraphQLSchema,
  roots: ReadonlyMap<string, readonly FieldNode[]>,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  budget: number,
  maxDepth: number,
): IntrospectionWalk {
  const walk: IntrospectionWalk = { cost: 0, size: 0, depth: 0 };
  // The introspection resolvers read nothing of `info` but the schema.
  const info = { schema } as GraphQLResolveInfo;
  const collected = new WeakMap<readonly FieldNode[], Map<string, CollectedFields>>();

  /** The fields the merged `nodes` select on an object of `typeName`, following fragments (execution's collectFields). */
  const collect = (nodes: readonly FieldNode[], typeName: string): CollectedFields => {
    let byType = collected.get(nodes);
    if (!byType) collected.set(nodes, (byType = new Map()));
    const known = byType.get(typeName);
    if (known) return known;
    const fields: CollectedFields = new Map();
    const visited = new Set<string>();
    const add = (selectionSet: SelectionSetNode) => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const responseName = selection.alias?.value ?? selection.name.value;
          const same = fields.get(responseName);
          if (same) same.push(selection);
          else fields.set(responseName, [selection]);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          if (!selection.typeCondition || selection.typeCondition.name.value === typeName) add(selection.selectionSet);
        } else if (!visited.has(selection.name.value)) {
          visited.add(selection.name.value);
          const fragment = fragments.get(selection.name.value);
          if (fragment && fragment.typeCondition.name.value === typeName) add(fragment.selectionSet);
        }
      }
    };
    for (const node of nodes) if (node.selectionSet) add(node.selectionSet);
    byType.set(typeName, fields);
    return fields;
  };

  /**
   * A field's value at field level `depth`: lists item by item, each object counted and walked. (`instanceof`
   * rather than graphql-js's `isListType` and kin: these types are graphql-js's own, and its checks cost more.)
   */
  const complete = (type: GraphQLOutputType, value: unknown, nodes: readonly FieldNode[], depth: number): void => {
    if (walk.exceeded) return;
    if (type instanceof GraphQLNonNull) return complete(type.ofType as GraphQLOutputType, value, nodes, depth);
    if (value === null || value === undefined) {
      walk.size += 4;
      return;
    }
    if (type instanceof GraphQLList) {
      walk.size += 2;
      for (const item of value as Iterable<unknown>) {
        walk.size += 1;
        complete(type.ofType as GraphQLOutputType, item, nodes, depth);
        if (walk.exceeded) return;
      }
      return;
    }
    if (type instanceof GraphQLScalarType || type instanceof GraphQLEnumType) {
      walk.size += leafSize(type.serialize(value));
      return;
    }
    walk.cost += 1;
    if (walk.cost > budget) {
      walk.exceeded = 'cost';
      return;
    }
    // Introspection types are object types: no abstract type to resolve.
    if (type instanceof GraphQLObjectType) walkObject(type, value, nodes, depth);
  };

  const walkObject = (type: GraphQLObjectType, source: unknown, nodes: readonly FieldNode[], depth: number): void => {
    walk.size += 2;
    const fieldDepth = depth + 1;
    let leafSizes: Map<string, number> | undefined;
    for (const [responseName, fieldNodes] of collect(nodes, type.name)) {
      if (fieldDepth > maxDepth) {
        walk.exceeded = 'depth';
        walk.depth = fieldDepth;
        return;
      }
      walk.depth = Math.max(walk.depth, fieldDepth);
      walk.size += keySize(responseName);
      const name = fieldNodes[0]!.name.value;
      if (name === '__typename') {
        walk.size += type.name.length + 2;
        continue;
      }
      const field = type.getFields()[name];
      if (!field) continue;
      // A scalar without arguments under several aliases is the same text each time: resolved once per object.
      const leaf = !fieldNodes[0]!.selectionSet && field.args.length === 0;
      const known = leaf ? leafSizes?.get(name) : undefined;
      if (known !== undefined) {
        walk.size += known;
        continue;
      }
      const before = walk.size;
      complete(field.type, resolve(field, source, fieldNodes[0]!), fieldNodes, fieldDepth);
      if (walk.exceeded) return;
      if (leaf) (leafSizes ??= new Map()).set(name, walk.size - before);
    }
  };

  const resolve = (field: GraphQLField<unknown, unknown>, source: unknown, node: FieldNode): unknown => {
    // Validation has checked the arguments; one that cannot be read counts as absent (null: nothing to walk).
    let args: Record<string, unknown> = {};
    try {
      if (field.args.length > 0) args = getArgumentValues(field, node, variables);
    } catch {
      return null;
    }
    return field.resolve
      ? field.resolve(source, args, undefined, info)
      : (source as Record<string, unknown>)[field.name];
  };

  for (const [responseName, nodes] of roots) {
    const root = nodes[0]!.name.value === '__schema' ? SchemaMetaFieldDef : TypeMetaFieldDef;
    walk.depth = Math.max(walk.depth, 1);
    walk.size += keySize(responseName);
    complete(root.type, resolve(root, undefined, nodes[0]!), nodes, 1);
    if (walk.exceeded) break;
  }
  return walk;
}
