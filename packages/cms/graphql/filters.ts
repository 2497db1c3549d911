import { parseDateMs } from './scalars';
import type { StoredEntity } from './store';

/**
 * Collection filters (`where`) and orders (`order`), evaluated in memory.
 * Schema generation builds one `FilterSpec` per filter input type, mapping
 * each input field name (`slug_in`, `country`, `sys`, ...) to what it tests;
 * a request's `where` object is compiled once into a predicate, then run over
 * the already indexed entries.
 */

/** How a value is compared: decides the operators and the comparison. */
export type ValueKind = 'string' | 'number' | 'date' | 'boolean' | 'stringArray' | 'richText' | 'present';

export type Operator =
  | 'eq'
  | 'not'
  | 'in'
  | 'not_in'
  | 'exists'
  | 'contains'
  | 'not_contains'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'contains_all'
  | 'contains_some'
  | 'contains_none';

/** Reads the compared value of an entity in the locale of the query. */
export type ValueGetter = (entity: StoredEntity, locale: string) => unknown;

/** The `sys` properties every entry and asset can be filtered (`sys: { id_in }`) and ordered (`sys_id_ASC`) by, in schema order. */
export const SYS_VALUES: readonly (readonly [
  name: string,
  valueKind: 'string' | 'date' | 'number',
  get: ValueGetter,
])[] = [
  ['id', 'string', (entity) => entity.id],
  ['publishedAt', 'date', (entity) => entity.sys.publishedAt],
  ['firstPublishedAt', 'date', (entity) => entity.sys.firstPublishedAt],
  ['publishedVersion', 'number', (entity) => entity.sys.publishedVersion],
];

export interface EvalContext {
  locale: string;
  preview: boolean;
  /** Resolves a link id to a visible entry (drafts only in preview), or undefined. */
  resolveEntry: (id: string, preview: boolean) => StoredEntity | undefined;
}

export type FilterKeySpec =
  | { kind: 'value'; get: ValueGetter; valueKind: ValueKind; op: Operator }
  /** A sub-filter over the same entity (`sys`, `contentfulMetadata`, `contentfulMetadata.tags`). */
  | { kind: 'object'; spec: () => FilterSpec }
  /** A filter over linked entries (one level); a multi-reference field matches when any linked entry does. */
  | { kind: 'linked'; linkIds: (entity: StoredEntity, locale: string) => string[]; spec: () => FilterSpec }
  | { kind: 'and' }
  | { kind: 'or' };

export type FilterSpec = ReadonlyMap<string, FilterKeySpec>;

export type Predicate = (entity: StoredEntity, context: EvalContext) => boolean;

const OPERATOR_SUFFIX: Record<Operator, string> = {
  eq: '',
  not: '_not',
  in: '_in',
  not_in: '_not_in',
  exists: '_exists',
  contains: '_contains',
  not_contains: '_not_contains',
  gt: '_gt',
  gte: '_gte',
  lt: '_lt',
  lte: '_lte',
  contains_all: '_contains_all',
  contains_some: '_contains_some',
  contains_none: '_contains_none',
};

/** The operators Contentful generates for each kind of value ("Collection filters" table). */
export const OPERATORS_BY_KIND: Record<ValueKind, readonly Operator[]> = {
  string: ['eq', 'not', 'in', 'not_in', 'exists', 'contains', 'not_contains'],
  number: ['eq', 'not', 'in', 'not_in', 'exists', 'gt', 'gte', 'lt', 'lte'],
  date: ['eq', 'not', 'in', 'not_in', 'exists', 'gt', 'gte', 'lt', 'lte'],
  boolean: ['eq', 'not', 'exists'],
  stringArray: ['exists', 'contains_all', 'contains_some', 'contains_none'],
  richText: ['exists', 'contains', 'not_contains'],
  present: ['exists'],
};

export function filterKey(name: string, op: Operator): string {
  return name + OPERATOR_SUFFIX[op];
}

export function isListOperator(op: Operator): boolean {
  return op === 'in' || op === 'not_in' || op === 'contains_all' || op === 'contains_some' || op === 'contains_none';
}

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Plain text of a rich text document, for `_contains` on RichText fields. */
export function richTextPlainText(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '';
  const parts: string[] = [];
  const walk = (current: unknown): void => {
    if (typeof current !== 'object' || current === null) return;
    if ('value' in current && typeof current.value === 'string') parts.push(current.value);
    if ('content' in current && Array.isArray(current.content)) current.content.forEach(walk);
  };
  walk(node);
  return parts.join(' ');
}

/** Comparable scalar for equality and ranges: dates compare by instant, the rest as they are. */
function comparable(value: unknown, kind: ValueKind): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (kind === 'date') return parseDateMs(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function argumentList(argument: unknown, kind: ValueKind): (string | number | boolean | null)[] {
  return Array.isArray(argument) ? argument.map((item) => comparable(item, kind)) : [];
}

/**
 * One operator test. Contentful's `_contains` is a case-insensitive text match
 * (the CDA's `[match]`); here it is a case-insensitive substring test. Negative
 * operators (`_not`, `_not_in`, `_not_contains`, `_contains_none`) also match
 * entries without a value, as the CDA's `[ne]`/`[nin]` do.
 */
function valueTest(spec: { get: ValueGetter; valueKind: ValueKind; op: Operator }, argument: unknown): Predicate {
  const { get, valueKind: kind, op } = spec;
  switch (op) {
    case 'exists': {
      const wanted = argument === true;
      return (entity, context) => isPresent(get(entity, context.locale)) === wanted;
    }
    case 'eq':
    case 'not': {
      const expected = comparable(argument, kind);
      const negate = op === 'not';
      return (entity, context) => {
        const actual = comparable(get(entity, context.locale), kind);
        return (actual !== null && actual === expected) !== negate;
      };
    }
    case 'in':
    case 'not_in': {
      const expected = new Set(argumentList(argument, kind));
      const negate = op === 'not_in';
      return (entity, context) => {
        const actual = comparable(get(entity, context.locale), kind);
        return (actual !== null && expected.has(actual)) !== negate;
      };
    }
    case 'contains':
    case 'not_contains': {
      // Compiled once: a test per entry allocates nothing (lower-casing each value did, for every condition).
      const needle = new RegExp(String(argument).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'), 'iu');
      const negate = op === 'not_contains';
      return (entity, context) => {
        const value = get(entity, context.locale);
        const haystack = kind === 'richText' ? richTextPlainText(value) : typeof value === 'string' ? value : null;
        const found = haystack !== null && needle.test(haystack);
        return found !== negate;
      };
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const bound = comparable(argument, kind);
      return (entity, context) => {
        const actual = comparable(get(entity, context.locale), kind);
        if (actual === null || bound === null || typeof actual !== typeof bound) return false;
        if (op === 'gt') return actual > bound;
        if (op === 'gte') return actual >= bound;
        if (op === 'lt') return actual < bound;
        return actual <= bound;
      };
    }
    case 'contains_all':
    case 'contains_some':
    case 'contains_none': {
      const wanted = stringList(argument);
      return (entity, context) => {
        const value = get(entity, context.locale);
        const actual: readonly unknown[] = Array.isArray(value) ? value : [];
        if (op === 'contains_all') return wanted.every((item) => actual.includes(item));
        if (op === 'contains_some') return wanted.some((item) => actual.includes(item));
        return !wanted.some((item) => actual.includes(item));
      };
    }
  }
}

const ALWAYS: Predicate = () => true;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Compiles a `where` argument into a predicate. Keys set to `null` constrain
 * nothing (GraphQL lets a client send an explicit null for an optional input).
 */
export function compileFilter(where: unknown, spec: FilterSpec): Predicate {
  if (!isRecord(where)) return ALWAYS;
  const tests: Predicate[] = [];
  for (const [key, argument] of Object.entries(where)) {
    if (argument === null || argument === undefined) continue;
    const keySpec = spec.get(key);
    if (!keySpec) continue;
    switch (keySpec.kind) {
      case 'value':
        tests.push(valueTest(keySpec, argument));
        break;
      case 'object':
        tests.push(compileFilter(argument, keySpec.spec()));
        break;
      case 'linked': {
        const nested = compileFilter(argument, keySpec.spec());
        tests.push((entity, context) =>
          keySpec.linkIds(entity, context.locale).some((id) => {
            const target = context.resolveEntry(id, context.preview);
            return target !== undefined && nested(target, context);
          }),
        );
        break;
      }
      case 'and':
      case 'or': {
        const parts = (Array.isArray(argument) ? argument : [argument])
          .filter((part) => part !== null && part !== undefined)
          .map((part) => compileFilter(part, spec));
        if (keySpec.kind === 'and') tests.push((entity, context) => parts.every((part) => part(entity, context)));
        else tests.push((entity, context) => parts.length === 0 || parts.some((part) => part(entity, context)));
        break;
      }
    }
  }
  if (tests.length === 0) return ALWAYS;
  if (tests.length === 1) return tests[0]!;
  return (entity, context) => tests.every((test) => test(entity, context));
}

/** One `order` enum value: what to read and in which direction. */
export interface OrderKeySpec {
  get: ValueGetter;
  valueKind: ValueKind;
  descending: boolean;
}

export type OrderSpec = ReadonlyMap<string, OrderKeySpec>;

/**
 * Sorts by the requested order values, first one first. Strings compare by
 * code unit (the API documents no collation); entities without a value sort
 * last in both directions. The sort is stable, so ties keep the incoming
 * (default) order. Values are read once per entity, not once per comparison.
 */
export function sortEntities(
  entities: readonly StoredEntity[],
  order: readonly unknown[] | null | undefined,
  spec: OrderSpec,
  locale: string,
): StoredEntity[] {
  const keys = (order ?? [])
    .map((value) => (typeof value === 'string' ? spec.get(value) : undefined))
    .filter((key): key is OrderKeySpec => key !== undefined);
  if (keys.length === 0) return [...entities];
  const decorated = entities.map((entity) => ({
    entity,
    values: keys.map((key) => comparable(key.get(entity, locale), key.valueKind)),
  }));
  decorated.sort((a, b) => {
    for (let index = 0; index < keys.length; index++) {
      const left = a.values[index] ?? null;
      const right = b.values[index] ?? null;
      if (left === right) continue;
      if (left === null) return 1;
      if (right === null) return -1;
      const ascending = left < right ? -1 : 1;
      return keys[index]!.descending ? -ascending : ascending;
    }
    return 0;
  });
  return decorated.map((item) => item.entity);
}
