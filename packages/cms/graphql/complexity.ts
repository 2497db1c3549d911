import {
  getArgumentValues,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

import { DEFAULT_COLLECTION_LIMIT, MAX_COLLECTION_LIMIT } from './args';
import { walkIntrospection } from './introspection-cost';
import type { SchemaMeta } from './schema';

/**
 * Contentful-like query cost, computed before anything executes: the number
 * of entries and assets a query could return at most.
 *
 * - A collection field costs its `limit` (argument, or the default 100) times
 *   the cost of its selection, counted as at least 1 (each item is fetched).
 * - A single reference (a Link field, a root `foo(id:)`, a rich text link
 *   list) costs 1 plus its selection.
 * - Scalars and plain objects cost nothing.
 * - On abstract types the fragments for different concrete types are
 *   alternatives: the costliest one counts, not their sum.
 * - A collection's filter (`where`) and `order` add FILTER_CONDITION_COST per
 *   condition (each value in them): every condition is tested against every
 *   candidate entry, so a long `OR` costs work even when it matches nothing,
 *   and inside another collection it is paid once per parent item.
 *
 * - Introspection (`__schema`, `__type`) costs 1 for each object its answer
 *   holds, every list counted at what it really holds (the schema's types, a
 *   type's fields, ...: introspection-cost.ts), and at most MAX_SCHEMA_FIELDS
 *   `__schema` may be asked for in one query. `__typename` is a scalar: free
 *   here, counted by the answer-size bound (answer-budget.ts).
 *
 * Variables are resolved, fragments followed (each computed once).
 */

export const MAX_QUERY_COST = 11000;
export const MAX_QUERY_DEPTH = 15;
/**
 * What one filter condition adds to a collection's cost. The input bounds (packages/cms/graphql/input-size.ts) allow at
 * most 300 values; at 5 each such a filter alone costs 1,500 of MAX_QUERY_COST, and inside a parent collection
 * of more than seven items it is refused. The site's own filters hold a few conditions.
 */
export const FILTER_CONDITION_COST = 5;
/**
 * `__schema` fields one query may ask for (under different aliases): the whole schema is what a tool asks once;
 * 30 copies of it under aliases were 30 times the work for nothing new.
 */
export const MAX_SCHEMA_FIELDS = 1;

/** The conditions in a filter or order argument: every scalar value in it (bounded before: input-size.ts). */
export function filterConditions(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value !== 'object') return 1;
  let count = 0;
  for (const child of Array.isArray(value) ? value : Object.values(value)) count += filterConditions(child);
  return count;
}

export type QueryLimitViolation =
  /** `atLeast`: the count stopped once past the maximum (introspection is walked only that far). */
  | { kind: 'cost'; cost: number; maximum: number; atLeast?: boolean }
  | { kind: 'schemas'; count: number; maximum: number }
  | { kind: 'limit'; field: string; limit: number; maximum: number }
  | { kind: 'negative'; field: string; argument: 'skip' | 'limit'; value: number }
  | { kind: 'depth'; depth: number; maximum: number };

export interface QueryAnalysis {
  cost: number;
  depth: number;
  /** Whether any field asks for `preview: true` (allowed with the preview token only). */
  previewRequested: boolean;
  /**
   * Characters of JSON the answer's introspection holds: `__schema`, `__type` and the root's `__typename`s, the
   * parts no content resolver answers (0 without them).
   */
  introspectionSize: number;
  /** The first limit the query breaks, if any. */
  violation?: QueryLimitViolation;
}

interface Walked {
  cost: number;
  depth: number;
}

export function analyzeQuery(
  schema: GraphQLSchema,
  meta: SchemaMeta,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): QueryAnalysis {
  let previewRequested = false;
  let violation: QueryLimitViolation | undefined;
  const fragmentResults = new Map<string, Walked>();
  const walkingFragments = new Set<string>();
  const root = schema.getQueryType();
  /** The root's introspection fields by response name, merged as execution merges them. */
  const introspectionRoots = new Map<string, FieldNode[]>();
  const rootTypenames = new Set<string>();

  const isEntityType = (type: GraphQLNamedType): boolean =>
    type.name === 'Asset' ||
    type.name === 'Entry' ||
    (isObjectType(type) && type.getInterfaces().some((parent) => parent.name === 'Entry')) ||
    (isAbstractType(type) && schema.getPossibleTypes(type).every((member) => isEntityType(member)));

  const fieldCost = (
    field: GraphQLField<unknown, unknown>,
    args: Record<string, unknown>,
    selection: Walked,
    responseName: string,
  ): number => {
    const type = getNamedType(field.type);
    if (meta.collectionTypes.has(type.name)) {
      const limit = typeof args.limit === 'number' ? args.limit : DEFAULT_COLLECTION_LIMIT;
      const skip = typeof args.skip === 'number' ? args.skip : 0;
      if (limit > MAX_COLLECTION_LIMIT) {
        violation ??= { kind: 'limit', field: responseName, limit, maximum: MAX_COLLECTION_LIMIT };
      }
      if (limit < 0) violation ??= { kind: 'negative', field: responseName, argument: 'limit', value: limit };
      if (skip < 0) violation ??= { kind: 'negative', field: responseName, argument: 'skip', value: skip };
      const conditions = filterConditions(args.where) + filterConditions(args.order);
      return Math.max(0, limit) * Math.max(1, selection.cost) + conditions * FILTER_CONDITION_COST;
    }
    if (isEntityType(type) && field.name !== 'items') return 1 + selection.cost;
    return selection.cost;
  };

  const walk = (selectionSet: SelectionSetNode, parentType: GraphQLCompositeType, depth: number): Walked => {
    // A query already too deep is refused whatever follows; stop descending (and recursing) here.
    if (depth > MAX_QUERY_DEPTH) {
      violation ??= { kind: 'depth', depth, maximum: MAX_QUERY_DEPTH };
      return { cost: 0, depth: 0 };
    }
    let common = 0;
    const alternatives = new Map<string, number>();
    let maxDepth = 0;
    const add = (condition: GraphQLNamedType | undefined, walked: Walked): void => {
      maxDepth = Math.max(maxDepth, walked.depth);
      // A fragment on a concrete type inside an abstract parent is one alternative among others.
      if (
        condition &&
        isAbstractType(parentType) &&
        condition.name !== parentType.name &&
        !isInterfaceType(condition)
      ) {
        alternatives.set(condition.name, (alternatives.get(condition.name) ?? 0) + walked.cost);
      } else {
        common += walked.cost;
      }
    };

    for (const selection of selectionSet.selections) {
      switch (selection.kind) {
        case Kind.FIELD: {
          const name = selection.name.value;
          if ((name === '__schema' || name === '__type') && parentType === root) {
            const responseName = selection.alias?.value ?? name;
            introspectionRoots.set(responseName, [...(introspectionRoots.get(responseName) ?? []), selection]);
          }
          if (name === '__typename' && parentType === root) rootTypenames.add(selection.alias?.value ?? name);
          if (name.startsWith('__')) break;
          const field =
            isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[name] : undefined;
          if (!field) break;
          let args: Record<string, unknown> = {};
          try {
            args = getArgumentValues(field, selection, variables);
          } catch {
            // Validation has already rejected bad arguments; an unreadable one simply counts as absent.
          }
          if (args.preview === true) previewRequested = true;
          const type = getNamedType(field.type);
          const inner =
            selection.selectionSet && isCompositeType(type)
              ? walk(selection.selectionSet, type, depth + 1)
              : { cost: 0, depth: 0 };
          const responseName = selection.alias?.value ?? name;
          add(undefined, { cost: fieldCost(field, args, inner, responseName), depth: inner.depth + 1 });
          break;
        }
        case Kind.INLINE_FRAGMENT: {
          const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
          if (!condition || !isCompositeType(condition)) break;
          add(condition, walk(selection.selectionSet, condition, depth));
          break;
        }
        case Kind.FRAGMENT_SPREAD: {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || walkingFragments.has(name)) break;
          const condition = schema.getType(fragment.typeCondition.name.value);
          if (!condition || !isCompositeType(condition)) break;
          let walked = fragmentResults.get(name);
          if (!walked) {
            walkingFragments.add(name);
            walked = walk(fragment.selectionSet, condition, depth);
            walkingFragments.delete(name);
            fragmentResults.set(name, walked);
          } else if (depth + walked.depth > MAX_QUERY_DEPTH + 1) {
            violation ??= { kind: 'depth', depth: depth + walked.depth - 1, maximum: MAX_QUERY_DEPTH };
          }
          add(condition, walked);
          break;
        }
      }
    }
    const costliest = alternatives.size > 0 ? Math.max(...alternatives.values()) : 0;
    return { cost: common + costliest, depth: maxDepth };
  };

  const result = root ? walk(operation.selectionSet, root, 1) : { cost: 0, depth: 0 };
  let { cost, depth } = result;
  // `"key":"Query",` for each of the root's `__typename`s.
  let introspectionSize = [...rootTypenames].reduce(
    (size, key) => size + key.length + 4 + (root?.name.length ?? 0) + 2,
    0,
  );
  const schemaFields = [...introspectionRoots.values()].filter((nodes) => nodes[0]!.name.value === '__schema').length;
  if (schemaFields > MAX_SCHEMA_FIELDS)
    violation ??= { kind: 'schemas', count: schemaFields, maximum: MAX_SCHEMA_FIELDS };
  if (!violation && introspectionRoots.size > 0) {
    const introspection = walkIntrospection(
      schema,
      introspectionRoots,
      fragments,
      variables,
      MAX_QUERY_COST - cost,
      MAX_QUERY_DEPTH,
    );
    cost += introspection.cost;
    depth = Math.max(depth, introspection.depth);
    introspectionSize += introspection.size;
    if (introspection.exceeded === 'cost') violation = { kind: 'cost', cost, maximum: MAX_QUERY_COST, atLeast: true };
    if (introspection.exceeded === 'depth') violation = { kind: 'depth', depth, maximum: MAX_QUERY_DEPTH };
  }
  if (!violation && depth > MAX_QUERY_DEPTH) {
    violation = { kind: 'depth', depth, maximum: MAX_QUERY_DEPTH };
  }
  if (!violation && cost > MAX_QUERY_COST) {
    violation = { kind: 'cost', cost, maximum: MAX_QUERY_COST };
  }
  return { cost, depth, previewRequested, introspectionSize, violation };
}
