import {
  defaultFieldResolver,
  getNamedType,
  GraphQLError,
  isAbstractType,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  responsePathAsArray,
  type FieldNode,
  type GraphQLFieldResolver,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

import type { ContentfulErrorExtensions } from './errors';

/**
 * Bounds on what one request's execution may cost, enforced while it runs: the cost limit (complexity.ts) counts
 * what a query may fetch, not how large its answer is (one entry's rich text, its `__typename` under 30 aliases)
 * nor how long it takes. Every resolver of the content schema is wrapped (`limitAnswers`): it adds the JSON its
 * value will take to the request's `AnswerBudget` (key, punctuation, text, the `__typename`s asked beside it), and
 * now and then reads the clock. Past either bound the budget throws one error, and every resolver after it throws
 * the same error before doing anything: graphql-js cannot abort an execution, but nothing more is fetched or
 * built, only the objects already fetched are walked to their end, each field a throw. The service then answers
 * with that error alone (RESOURCES_EXHAUSTED), never with the part built so far.
 *
 * Introspection's resolvers are graphql-js's own, shared by every schema in the process, and are left alone: its
 * size is worked out before execution (introspection-cost.ts) and counted here from the start.
 */

/**
 * Most characters of JSON one answer may hold: 1 MiB (bytes for ASCII text). The site's own operations stay below a
 * quarter of it (codegen/operations.test.ts: the largest, a results page of 100 packages, is about an eighth).
 */
export const MAX_ANSWER_SIZE = 1024 * 1024;
/**
 * Most milliseconds (wall clock) one request's execution may take, read every TIME_CHECK_INTERVAL resolvers. The
 * site's own operations take a fraction of it (its slowest, a results page of 100 packages, a fifth or so on its first
 * run in a process) and are not held to it in process (ContentRequest.timeLimited). Execution is synchronous here
 * (the store is in memory): this is time the main thread gives no one else.
 */
export const MAX_EXECUTION_MS = 100;
/** Resolvers between two readings of the clock (a reading is cheap, not free). */
const TIME_CHECK_INTERVAL = 32;
/** The answer around its data: `{"data":` and `}`. */
export const ANSWER_ENVELOPE = '{"data":}'.length;

export type AnswerLimit = 'answerSize' | 'executionTime';

/** One request's budget, handed to execution as its context value (the content resolvers read no other context). */
export class AnswerBudget {
  /** Characters of JSON counted so far. */
  size: number;
  /** The error that stopped the execution, once a bound is passed. */
  exceeded: GraphQLError | undefined;
  private readonly started = performance.now();
  private resolved = 0;

  /**
   * `maxMs` null: no time bound. `spent`: characters already counted (the introspection part of the answer).
   */
  constructor(
    readonly maxSize: number,
    readonly maxMs: number | null,
    spent = 0,
  ) {
    this.size = spent;
  }

  /** Counts `size` characters for the field `info` resolved; throws once a bound is passed. */
  charge(size: number, info: GraphQLResolveInfo): void {
    this.size += size;
    if (this.size > this.maxSize) this.stop('answerSize', info);
    this.resolved += 1;
    if (
      this.maxMs !== null &&
      this.resolved % TIME_CHECK_INTERVAL === 0 &&
      performance.now() - this.started > this.maxMs
    ) {
      this.stop('executionTime', info);
    }
  }

  private stop(limit: AnswerLimit, info: GraphQLResolveInfo): never {
    // A located error (it has its path): graphql-js hands it on as it is, so each later throw of it allocates nothing.
    this.exceeded = new GraphQLError(exhaustedMessage(limit, limit === 'answerSize' ? this.maxSize : this.maxMs!), {
      nodes: info.fieldNodes,
      path: responsePathAsArray(info.path),
      extensions: {
        contentful: {
          code: 'RESOURCES_EXHAUSTED',
          details: exhaustedDetails(limit, limit === 'answerSize' ? this.maxSize : this.maxMs!),
        },
      } satisfies ContentfulErrorExtensions,
    });
    throw this.exceeded;
  }
}

/** What a refusal for `limit` says (Contentful's words for this error: "Query too complex to be executed in allocated resources"). */
export function exhaustedMessage(limit: AnswerLimit, maximum: number): string {
  const what =
    limit === 'answerSize'
      ? `the answer would hold more than ${maximum} characters of JSON`
      : `its execution would take longer than ${maximum} ms`;
  return `Query execution error. Query too complex to be executed in allocated resources: ${what}. Ask for fewer items or fields, e.g. by setting lower limits for collections.`;
}

export function exhaustedDetails(limit: AnswerLimit, maximum: number): Record<string, unknown> {
  return limit === 'answerSize' ? { limit, maximumSize: maximum } : { limit, maximumMs: maximum };
}

const limited = new WeakSet<GraphQLSchema>();

/**
 * Wraps every resolver of `schema`'s own object types (not introspection's) so that, when execution's context is
 * an AnswerBudget, each value is counted against it. Without one (another caller of the schema) they resolve as
 * before. Once per schema.
 */
export function limitAnswers(schema: GraphQLSchema): void {
  if (limited.has(schema)) return;
  limited.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) field.resolve = counted(field.resolve ?? defaultFieldResolver);
  }
}

function counted(resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    if (!(context instanceof AnswerBudget)) return resolve(source, args, context, info);
    if (context.exceeded) throw context.exceeded;
    let value: unknown;
    try {
      value = resolve(source, args, context, info);
    } catch (error) {
      context.charge(keySize(info) + 4 + errorSize(error, info), info);
      throw error;
    }
    if (isPromiseLike(value)) {
      return value.then((resolved) => {
        context.charge(keySize(info) + valueSize(info.returnType, resolved, info), info);
        return resolved;
      });
    }
    context.charge(keySize(info) + valueSize(info.returnType, value, info), info);
    return value;
  };
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/** `"key":` and the comma after it. */
function keySize(info: GraphQLResolveInfo): number {
  return typeof info.path.key === 'string' ? info.path.key.length + 4 : 0;
}

/**
 * What an error in the answer's `errors` takes beside its message, path and extensions: the keys, its locations,
 * Contentful's request id (`{"message":,"locations":[{"line":,"column":}],"path":[],"extensions":{"contentful":{"requestId":""}}}`
 * and the numbers take less).
 */
const ERROR_OVERHEAD = 160;

/** An error a resolver threw or returned, as it will be in the answer's `errors`, at the field `info` resolves. */
function errorSize(error: unknown, info: GraphQLResolveInfo): number {
  const message = error instanceof Error ? error.message : String(error);
  const extensions = error instanceof GraphQLError ? error.extensions : undefined;
  let path = 0;
  for (let at: GraphQLResolveInfo['path'] | undefined = info.path; at; at = at.prev) path += String(at.key).length + 3;
  return leafSize(message) + (extensions ? leafSize(extensions) : 0) + path + ERROR_OVERHEAD;
}

/** The JSON a resolved value takes: text exactly, an object its braces and `__typename`s (its fields count themselves). */
function valueSize(type: GraphQLOutputType, value: unknown, info: GraphQLResolveInfo): number {
  if (isNonNullType(type)) return valueSize(type.ofType, value, info);
  if (value === null || value === undefined) return 4;
  if (value instanceof Error) return 4 + errorSize(value, info);
  if (isListType(type)) {
    if (typeof value !== 'object' || !(Symbol.iterator in value)) return 4;
    let size = 2;
    for (const item of value as Iterable<unknown>) size += 1 + valueSize(type.ofType, item, info);
    return size;
  }
  if (isLeafType(type)) {
    if (isEnumType(type)) {
      try {
        return leafSize(type.serialize(value));
      } catch {
        return 4;
      }
    }
    return leafSize(value);
  }
  return 2 + typenameSize(info, type);
}

function leafSize(value: unknown): number {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  return JSON.stringify(value)?.length ?? 4;
}

/** Per field nodes: the `__typename` keys they select on each object (their `"alias":` texts) and how many. */
const typenameKeys = new WeakMap<readonly FieldNode[], { keys: number; count: number }>();
/** The longest type name an object of a type may report as its `__typename`. */
const longestName = new WeakMap<GraphQLNamedType, number>();

/** The `__typename`s selected on one object the field returns (graphql-js answers them without a resolver). */
function typenameSize(info: GraphQLResolveInfo, type: GraphQLOutputType): number {
  let found = typenameKeys.get(info.fieldNodes);
  if (!found) {
    const names = new Set<string>();
    const visited = new Set<string>();
    const add = (selectionSet: SelectionSetNode | undefined) => {
      for (const selection of selectionSet?.selections ?? []) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value === '__typename') names.add(selection.alias?.value ?? '__typename');
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          add(selection.selectionSet);
        } else if (!visited.has(selection.name.value)) {
          visited.add(selection.name.value);
          add(info.fragments[selection.name.value]?.selectionSet);
        }
      }
    };
    for (const node of info.fieldNodes) add(node.selectionSet);
    let keys = 0;
    for (const name of names) keys += name.length + 4;
    typenameKeys.set(info.fieldNodes, (found = { keys, count: names.size }));
  }
  if (found.count === 0) return 0;
  const named = getNamedType(type);
  let longest = longestName.get(named);
  if (longest === undefined) {
    longest = isAbstractType(named)
      ? Math.max(0, ...info.schema.getPossibleTypes(named).map((member) => member.name.length))
      : named.name.length;
    longestName.set(named, longest);
  }
  return found.keys + found.count * (longest + 2);
}
