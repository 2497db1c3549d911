import { Kind, visit, type DocumentNode } from 'graphql';

/**
 * Bounds on the input values of a request (filters, `_in` lists, nested `AND`/`OR`), in its variables and in
 * the query's own arguments, checked before anything reads them: coercing a 30,000-entry `OR` held the event
 * loop for seconds, and an `AND` nested 3,000 deep overflowed the stack. The site's own operations send a
 * handful of scalars and lists of a few values (codegen/operations); these leave room for any real filter.
 */
export const INPUT_LIMITS = {
  /** Entries of one list (`OR`, `AND`, `_in`, `_nin`, `_contains_all`, `order`, …). */
  listLength: 100,
  /** Objects and lists inside one another. */
  depth: 12,
  /**
   * Values in all (scalars, objects, lists), per request. graphql-js coerces each filter object against every field
   * its input type defines (a system filter has dozens), before the filter runs: a filter of 400 conditions within
   * 2,000 values held the main thread for 21 ms a request (bench/abuse.ts). Within 300 the largest has 98 conditions
   * (an `OR` of the 100 entries a list takes still fits); within 500 it had 164, and one client sending it back to
   * back held the cached home page's p99 at 2.6x its figure alone. The site's own filters hold a few values each.
   */
  values: 300,
} as const;

export type InputSizeViolation = { limit: keyof typeof INPUT_LIMITS; found: number; maximum: number };

/**
 * The first bound the request's variables break, or null. Iterative, and it stops at the first excess, so the
 * check itself costs at most a bounded walk whatever the input.
 */
export function variablesSizeViolation(variables: unknown): InputSizeViolation | null {
  const stack: [unknown, number][] = [[variables, 0]];
  let values = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    values += 1;
    if (values > INPUT_LIMITS.values) return { limit: 'values', found: values, maximum: INPUT_LIMITS.values };
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > INPUT_LIMITS.depth) return { limit: 'depth', found: depth + 1, maximum: INPUT_LIMITS.depth };
    const children = Array.isArray(value) ? value : Object.values(value);
    if (Array.isArray(value) && value.length > INPUT_LIMITS.listLength)
      return { limit: 'listLength', found: value.length, maximum: INPUT_LIMITS.listLength };
    if (values + children.length > INPUT_LIMITS.values)
      return { limit: 'values', found: values + children.length, maximum: INPUT_LIMITS.values };
    for (const child of children) stack.push([child, depth + 1]);
  }
  return null;
}

/** The same bounds on the values written in the query itself (its arguments' lists and objects), or null. */
export function literalsSizeViolation(document: DocumentNode): InputSizeViolation | null {
  let violation: InputSizeViolation | null = null;
  let depth = 0;
  let values = 0;
  const value = (kind: Kind) => VALUE_KINDS.has(kind);
  visit(document, {
    enter(node) {
      if (!value(node.kind)) return;
      values += 1;
      if (values > INPUT_LIMITS.values) violation ??= { limit: 'values', found: values, maximum: INPUT_LIMITS.values };
      if (node.kind !== Kind.LIST && node.kind !== Kind.OBJECT) return;
      depth += 1;
      if (depth > INPUT_LIMITS.depth) violation ??= { limit: 'depth', found: depth, maximum: INPUT_LIMITS.depth };
      if (node.kind === Kind.LIST && node.values.length > INPUT_LIMITS.listLength) {
        violation ??= { limit: 'listLength', found: node.values.length, maximum: INPUT_LIMITS.listLength };
      }
    },
    leave(node) {
      if (node.kind === Kind.LIST || node.kind === Kind.OBJECT) depth -= 1;
    },
  });
  return violation;
}

const VALUE_KINDS = new Set<Kind>([
  Kind.LIST,
  Kind.OBJECT,
  Kind.STRING,
  Kind.INT,
  Kind.FLOAT,
  Kind.BOOLEAN,
  Kind.ENUM,
  Kind.NULL,
  Kind.VARIABLE,
]);

/** The refusal's words, naming the bound (Contentful's wording for its own limits: "Query cannot be executed. …"). */
export function inputSizeMessage({ limit, found, maximum }: InputSizeViolation): string {
  switch (limit) {
    case 'listLength':
      return `Query cannot be executed. A list in the filters or arguments has ${found} entries; at most ${maximum} are allowed.`;
    case 'depth':
      return `Query cannot be executed. The filters or arguments are nested ${found} levels deep; at most ${maximum} are allowed.`;
    default:
      return `Query cannot be executed. The filters or arguments hold more than ${maximum} values.`;
  }
}
