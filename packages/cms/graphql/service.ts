import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';

import {
  execute as executeGraphQL,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';

import { bearerToken } from '@travel/http/auth';
import { readBodyText } from '@travel/http/body';
import {
  ANSWER_ENVELOPE,
  AnswerBudget,
  exhaustedDetails,
  exhaustedMessage,
  limitAnswers,
  MAX_ANSWER_SIZE,
  MAX_EXECUTION_MS,
} from './answer-budget';
import { analyzeQuery, type QueryLimitViolation } from './complexity';
import { inputSizeMessage, literalsSizeViolation, variablesSizeViolation } from './input-size';
import { contentfulError, formatError, type ContentfulErrorCode } from './errors';
import { buildContentSchema } from './schema';
import { ContentStore } from './store';
import type { SpaceExport } from './types';

/**
 * An embedded, wire-compatible Contentful GraphQL Content API over a space
 * export: same schema, arguments, errors (`extensions.contentful.code`) and
 * HTTP statuses, so the site's GraphQL client cannot tell it from the real
 * service. Requests run through the same pipeline Contentful documents:
 * authentication (401), request and query validation (400), execution (200,
 * with partial data when a locale is unknown or a link cannot be resolved).
 */

export interface ContentServiceOptions {
  space: SpaceExport;
  spaceId: string;
  environmentId: string;
  /** Content Delivery API token: published content only. */
  deliveryToken: string;
  /**
   * Content Preview API token: also drafts, when a field asks for `preview: true`. Unset (or empty): no token
   * reads drafts, and `preview: true` is refused (401) like a wrong token.
   */
  previewToken?: string;
  /** Asset URLs become `assetBaseUrl + path` instead of `https://images.ctfassets.net/...`. */
  assetBaseUrl?: string;
  /**
   * Origins (`https://www.example.com`) whose pages may read answers in a browser: an answer to a request from one
   * of them carries CORS headers naming it, a preflight from one is allowed; `'*'` allows any page. Unset or empty:
   * none. Same-origin pages and clients outside a browser need no CORS and are not affected.
   */
  corsOrigins?: readonly string[];
  /** Most characters of JSON one answer may hold (MAX_ANSWER_SIZE unless set). */
  maxAnswerSize?: number;
  /** Most milliseconds one request's execution may take (MAX_EXECUTION_MS unless set). */
  maxExecutionMs?: number;
}

export interface ContentRequest {
  /** The GraphQL query text, or an already parsed document (in-process callers skip parsing). */
  query?: string | DocumentNode | null;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** The access token (what follows `Bearer ` in the Authorization header). */
  token?: string | null;
  /**
   * false: execution is not stopped at maxExecutionMs. For the embedding application's own queries made in
   * process, whose documents it wrote and tests: on a busy build machine their wall-clock time says more about the
   * machine than the query, and their cost and answer size stay bounded.
   */
  timeLimited?: boolean;
}

/** How `handle` treats one request (see ContentRequest). */
export interface HandleOptions {
  timeLimited?: boolean;
}

export interface ContentResponseBody {
  data?: Record<string, unknown> | null;
  errors?: GraphQLFormattedError[];
}

export interface ContentResponse {
  status: number;
  body: ContentResponseBody;
  /** Which token an answer with data was given to ('preview' answers hold drafts); absent on failures. */
  access?: 'delivery' | 'preview';
}

export interface ContentService {
  schema: GraphQLSchema;
  /** Runs one GraphQL request; never throws. */
  execute(request: ContentRequest): Promise<ContentResponse>;
  /** The HTTP endpoint (POST JSON or form body, GET query string); never throws. */
  handle(request: Request, options?: HandleOptions): Promise<Response>;
}

/** Contentful's documented query size limit (8 kB without persisted queries). */
export const MAX_QUERY_BYTES = 8 * 1024;
/**
 * Most aliases one request may use. Aliases let one small query ask for the same field many times over (each
 * copy resolved anew); the site's own operations use at most 9. Contentful documents no such limit.
 */
export const MAX_ALIASES = 30;
/**
 * Request bodies larger than this are refused with 413 before parsing: a query is at most MAX_QUERY_BYTES (16 KB
 * once escaped in JSON), and the site's variables are a few scalars, so 64 KB leaves room to spare. A megabyte
 * of filters took seconds of the event loop to read.
 */
export const MAX_BODY_BYTES = 64 * 1024;
const DOCUMENT_CACHE_SIZE = 500;

interface PreparedDocument {
  document: DocumentNode;
  /** Validation errors, or an empty list for a valid document. */
  errors: readonly GraphQLError[];
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  /** Aliased fields in the document. */
  aliases: number;
}

class RequestFailure {
  constructor(
    readonly status: number,
    readonly errors: GraphQLError[],
  ) {}
}

function fail(
  status: number,
  code: ContentfulErrorCode,
  message: string,
  details?: Record<string, unknown>,
): RequestFailure {
  return new RequestFailure(status, [contentfulError(code, message, details)]);
}

function limitFailure(violation: QueryLimitViolation): RequestFailure {
  switch (violation.kind) {
    case 'cost':
      return fail(
        400,
        'TOO_COMPLEX_QUERY',
        `Query cannot be executed. The maximum allowed complexity for a query is ${violation.maximum} but it was ${violation.atLeast ? 'more than that' : violation.cost}. Simplify the query e.g. by setting lower limits for collections.`,
        { cost: violation.cost, maximumCost: violation.maximum, ...(violation.atLeast ? { atLeast: true } : {}) },
      );
    // Contentful documents no such limit: the whole schema is what a tool asks for once (TOO_COMPLEX_QUERY, 400).
    case 'schemas':
      return fail(
        400,
        'TOO_COMPLEX_QUERY',
        `Query cannot be executed. A query may ask for the schema (__schema) at most ${violation.maximum === 1 ? 'once' : `${violation.maximum} times`} but it was asked ${violation.count} times.`,
        { schemaFields: violation.count, maximumSchemaFields: violation.maximum },
      );
    // Contentful documents no code for these two; both are refusals of an over-large query, so they share
    // TOO_COMPLEX_QUERY (400) and say what was exceeded in `details`.
    case 'limit':
      return fail(
        400,
        'TOO_COMPLEX_QUERY',
        `Query cannot be executed. The maximum allowed limit for the collection '${violation.field}' is ${violation.maximum} but it was ${violation.limit}.`,
        { field: violation.field, limit: violation.limit, maximumLimit: violation.maximum },
      );
    case 'depth':
      return fail(
        400,
        'TOO_COMPLEX_QUERY',
        `Query cannot be executed. The maximum allowed depth for a query is ${violation.maximum} but it was at least ${violation.depth}.`,
        { depth: violation.depth, maximumDepth: violation.maximum },
      );
    case 'negative':
      return fail(
        400,
        'INVALID_QUERY_FORMAT',
        `Query cannot be executed. The '${violation.argument}' of the collection '${violation.field}' must not be negative but it was ${violation.value}.`,
        { field: violation.field, argument: violation.argument, value: violation.value },
      );
  }
}

/** Compares tokens in constant time (the preview token is a secret). */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Aliased fields in a whole document (every operation and fragment as written). */
function countAliases(document: DocumentNode): number {
  let count = 0;
  visit(document, {
    Field(node) {
      if (node.alias) count += 1;
    },
  });
  return count;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createContentService(options: ContentServiceOptions): ContentService {
  const store = new ContentStore(options.space);
  const { schema, meta } = buildContentSchema(store, {
    spaceId: options.spaceId,
    environmentId: options.environmentId,
    assetBaseUrl: options.assetBaseUrl,
  });
  limitAnswers(schema);
  const maxAnswerSize = options.maxAnswerSize ?? MAX_ANSWER_SIZE;
  const maxExecutionMs = options.maxExecutionMs ?? MAX_EXECUTION_MS;
  const cors = corsPolicy(options.corsOrigins);
  const byText = new Map<string, PreparedDocument>();
  const byDocument = new WeakMap<DocumentNode, PreparedDocument>();

  function prepared(document: DocumentNode): PreparedDocument {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return { document, errors: validate(schema, document), fragments, aliases: countAliases(document) };
  }

  /** Parse and validation are cached by query text (an LRU) and by document identity. */
  function prepare(query: string | DocumentNode): PreparedDocument | RequestFailure {
    if (typeof query !== 'string') {
      let found = byDocument.get(query);
      if (!found) byDocument.set(query, (found = prepared(query)));
      return found;
    }
    const cached = byText.get(query);
    if (cached) {
      byText.delete(query);
      byText.set(query, cached);
      return cached;
    }
    if (Buffer.byteLength(query, 'utf8') > MAX_QUERY_BYTES) {
      return fail(
        400,
        'QUERY_TOO_BIG',
        `Query cannot be executed. The query is larger than the maximum of ${MAX_QUERY_BYTES} bytes.`,
        {
          maximumSize: MAX_QUERY_BYTES,
        },
      );
    }
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      if (error instanceof GraphQLError) {
        return new RequestFailure(400, [contentfulError('INVALID_QUERY_FORMAT', error.message, undefined, error)]);
      }
      return fail(400, 'INVALID_QUERY_FORMAT', 'The query could not be parsed.');
    }
    const result = prepared(document);
    byText.set(query, result);
    if (byText.size > DOCUMENT_CACHE_SIZE) byText.delete(byText.keys().next().value ?? '');
    return result;
  }

  /** Which API the token opens: 'preview' also reaches drafts. */
  function authenticate(rawToken: string | null | undefined): 'delivery' | 'preview' | RequestFailure {
    const token = rawToken?.trim();
    if (!token) {
      return fail(
        401,
        'ACCESS_TOKEN_MISSING',
        'A valid access token is required: send it as "Authorization: Bearer <token>".',
      );
    }
    if (options.previewToken && sameToken(token, options.previewToken)) return 'preview';
    if (sameToken(token, options.deliveryToken)) return 'delivery';
    return fail(401, 'ACCESS_TOKEN_INVALID', 'The access token you sent could not be found or is invalid.');
  }

  async function run(request: ContentRequest, requestId: string): Promise<ContentResponse | RequestFailure> {
    const access = authenticate(request.token);
    if (access instanceof RequestFailure) return access;
    const isPreviewToken = access === 'preview';
    const query = request.query;
    if (query === undefined || query === null || (typeof query === 'string' && query.trim() === '')) {
      return fail(400, 'MISSING_QUERY', 'Query cannot be executed. The request does not contain a query.');
    }
    const preparedQuery = prepare(query);
    if (preparedQuery instanceof RequestFailure) return preparedQuery;
    const { document, errors: validationErrors, fragments, aliases } = preparedQuery;
    // Contentful documents no code for GraphQL validation failures (unknown field, wrong argument type, ...);
    // they are malformed queries, so they are reported as INVALID_QUERY_FORMAT with graphql-js's messages.
    if (validationErrors.length > 0) {
      return new RequestFailure(
        400,
        validationErrors.map((error) => contentfulError('INVALID_QUERY_FORMAT', error.message, undefined, error)),
      );
    }
    if (aliases > MAX_ALIASES) {
      return fail(
        400,
        'TOO_COMPLEX_QUERY',
        `Query cannot be executed. The maximum allowed number of aliases is ${MAX_ALIASES} but it was ${aliases}.`,
        {
          aliases,
          maximumAliases: MAX_ALIASES,
        },
      );
    }
    const operationName = request.operationName ?? undefined;
    const operation = getOperationAST(document, operationName);
    if (!operation) {
      return operationName
        ? fail(
            400,
            'QUERY_OPERATION_NAME_MISMATCH',
            `Query cannot be executed. The query has no operation named '${operationName}'.`,
            {
              operationName,
            },
          )
        : fail(
            400,
            'INVALID_QUERY_FORMAT',
            'Query cannot be executed. The query holds several operations: send an operationName.',
          );
    }
    if (operation.operation !== 'query') {
      return fail(
        400,
        'INVALID_QUERY_FORMAT',
        `Query cannot be executed. This API is read-only: ${operation.operation} operations are not supported.`,
      );
    }
    if (request.variables !== undefined && request.variables !== null && !isRecord(request.variables)) {
      return fail(400, 'INVALID_VARIABLES_FORMAT', 'Query cannot be executed. The variables must be a JSON object.');
    }
    const variableInputs = request.variables ?? {};
    // Bounded before anything reads them: coercing an oversized filter held the event loop (packages/cms/graphql/input-size.ts).
    const oversized = variablesSizeViolation(variableInputs) ?? literalsSizeViolation(document);
    if (oversized)
      return fail(400, 'TOO_COMPLEX_QUERY', inputSizeMessage(oversized), {
        limit: oversized.limit,
        found: oversized.found,
        maximum: oversized.maximum,
      });
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variableInputs);
    if (coerced.errors) {
      return new RequestFailure(
        400,
        coerced.errors.map((error) => contentfulError('INVALID_VARIABLES_FORMAT', error.message, undefined, error)),
      );
    }

    const analysis = analyzeQuery(schema, meta, operation, fragments, coerced.coerced);
    if (analysis.previewRequested && !isPreviewToken) {
      // Contentful refuses preview content to a delivery token as an invalid token for that purpose.
      return fail(
        401,
        'ACCESS_TOKEN_INVALID',
        'Query cannot be executed. The preview content (preview: true) requires the preview access token.',
      );
    }
    if (analysis.violation) return limitFailure(analysis.violation);
    // The introspection part's size is known before anything runs; past the bound, nothing runs.
    const presetSize = ANSWER_ENVELOPE + analysis.introspectionSize;
    if (presetSize > maxAnswerSize) {
      return fail(
        400,
        'RESOURCES_EXHAUSTED',
        exhaustedMessage('answerSize', maxAnswerSize),
        exhaustedDetails('answerSize', maxAnswerSize),
      );
    }

    const budget = new AnswerBudget(maxAnswerSize, request.timeLimited === false ? null : maxExecutionMs, presetSize);
    const result = await executeGraphQL({
      schema,
      document,
      operationName,
      variableValues: variableInputs,
      contextValue: budget,
    });
    // Stopped: the error alone, not what was built before it (nor the copies of it the fields after it threw).
    if (budget.exceeded) return new RequestFailure(400, [budget.exceeded]);
    const body: ContentResponseBody = { data: result.data ?? null };
    if (result.errors && result.errors.length > 0)
      body.errors = result.errors.map((error) => formatError(error, requestId));
    return { status: 200, body, access };
  }

  const failureResponse = (failure: RequestFailure, requestId: string): ContentResponse => ({
    status: failure.status,
    body: { errors: failure.errors.map((error) => formatError(error, requestId)) },
  });

  async function execute(request: ContentRequest, requestId: string = randomUUID()): Promise<ContentResponse> {
    try {
      const outcome = await run(request, requestId);
      return outcome instanceof RequestFailure ? failureResponse(outcome, requestId) : outcome;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        status: 500,
        body: {
          errors: [formatError(contentfulError('INTERNAL_SERVER_ERROR', `Internal error: ${message}`), requestId)],
        },
      };
    }
  }

  async function handle(request: Request, handleOptions: HandleOptions = {}): Promise<Response> {
    const requestId = randomUUID();
    const corsHeaders = cors(request.headers.get('origin'));
    try {
      const checkToken = (token: string | undefined): ContentResponse | null => {
        const access = authenticate(token);
        return access instanceof RequestFailure ? failureResponse(access, requestId) : null;
      };
      const executeParsed = (parsed: ContentRequest, id: string) =>
        execute({ ...parsed, timeLimited: handleOptions.timeLimited }, id);
      const outcome = await handleHttp(request, requestId, options, checkToken, executeParsed);
      return jsonResponse(outcome, requestId, corsHeaders);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return jsonResponse(
        {
          status: 500,
          body: {
            errors: [formatError(contentfulError('INTERNAL_SERVER_ERROR', `Internal error: ${message}`), requestId)],
          },
        },
        requestId,
        corsHeaders,
      );
    }
  }

  return { schema, execute: (request) => execute(request), handle };
}

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-headers': 'Authorization, Content-Type, X-Contentful-User-Agent',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-max-age': '86400',
};

/**
 * The CORS headers for a request's Origin header, from the allowed origins (ContentServiceOptions.corsOrigins):
 * `*` for any page when allowed, else the origin itself when listed, and none for any other. An answer that depends
 * on the Origin says so (`Vary: Origin`), so no cache hands one origin's answer to another.
 */
function corsPolicy(origins: readonly string[] | undefined): (origin: string | null) => Record<string, string> {
  const allowed = new Set<string>();
  for (const origin of origins ?? []) {
    if (origin === '*') {
      allowed.add('*');
      continue;
    }
    try {
      allowed.add(new URL(origin).origin);
    } catch {
      // Not an origin: it allows nothing (the site validates its setting, lib/env.ts).
    }
  }
  if (allowed.has('*')) return () => ({ ...CORS_HEADERS, 'access-control-allow-origin': '*' });
  return (origin) =>
    origin !== null && allowed.has(origin)
      ? { ...CORS_HEADERS, 'access-control-allow-origin': origin, vary: 'Origin' }
      : { vary: 'Origin' };
}

/**
 * How long an answer may be kept, and by whom. Published content changes at any publish, and the webhook purges
 * the site's own caches, not a browser's or a proxy's: a delivery answer may be kept by the client that asked
 * (its token) but is checked again before each use; an answer with drafts (the preview token) and a refusal are
 * never stored, so a fixed query is not answered from a kept error.
 */
export function contentCacheControl(outcome: Pick<ContentResponse, 'status' | 'access'>): string {
  if (outcome.status === 200 && outcome.access === 'delivery') return 'private, no-cache';
  return 'no-store';
}

function jsonResponse(outcome: ContentResponse, requestId: string, corsHeaders: Record<string, string>): Response {
  return new Response(outcome.status === 204 ? null : JSON.stringify(outcome.body), {
    status: outcome.status,
    headers: {
      ...corsHeaders,
      'cache-control': contentCacheControl(outcome),
      'content-type': 'application/json; charset=utf-8',
      'x-contentful-request-id': requestId,
      ...(outcome.status === 405 ? { allow: 'GET, POST, OPTIONS' } : {}),
    },
  });
}

function httpFailure(requestId: string, status: number, code: ContentfulErrorCode, message: string): ContentResponse {
  return { status, body: { errors: [formatError(contentfulError(code, message), requestId)] } };
}

/** The decoded path segment after `/{name}/`, if the path has one. */
function pathSegmentAfter(pathname: string, name: string): string | undefined {
  const raw = new RegExp(`/${name}/([^/]+)`).exec(pathname)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The token from `Authorization: Bearer <token>`, the only place it is read. Contentful's hosted API also takes an
 * `access_token` query parameter; this one does not (the site never sends it): a token in an address ends up in
 * logs and browser history, and a GET that carries its own token is a request any page can make a visitor's
 * browser send.
 */
function readToken(request: Request): string | undefined {
  return bearerToken(request.headers.get('authorization')) ?? undefined;
}

type ParsedHttpRequest = { query?: unknown; variables?: unknown; operationName?: unknown };

/** Variables as a JSON object, or as a JSON string of one (GET query strings, form bodies). */
function parseVariables(value: unknown): Record<string, unknown> | undefined | 'invalid' {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') {
    try {
      const decoded: unknown = JSON.parse(value);
      return decoded === null ? undefined : isRecord(decoded) ? decoded : 'invalid';
    } catch {
      return 'invalid';
    }
  }
  return isRecord(value) ? value : 'invalid';
}

async function handleHttp(
  request: Request,
  requestId: string,
  options: ContentServiceOptions,
  checkToken: (token: string | undefined) => ContentResponse | null,
  execute: (request: ContentRequest, requestId: string) => Promise<ContentResponse>,
): Promise<ContentResponse> {
  const method = request.method.toUpperCase();
  if (method === 'OPTIONS') return { status: 204, body: {} };
  if (method !== 'GET' && method !== 'POST') {
    return httpFailure(requestId, 405, 'METHOD_NOT_ALLOWED', `Method ${method} is not allowed: use GET or POST.`);
  }
  const url = new URL(request.url);

  // Mounted under Contentful's path (/content/v1/spaces/{space}/environments/{environment}), check both ids.
  const space = pathSegmentAfter(url.pathname, 'spaces');
  if (space !== undefined && space !== options.spaceId) {
    return httpFailure(
      requestId,
      400,
      'UNKNOWN_SPACE',
      `Query cannot be executed. The space '${space}' does not exist.`,
    );
  }
  const environment = pathSegmentAfter(url.pathname, 'environments');
  if (environment !== undefined && environment !== options.environmentId) {
    return httpFailure(
      requestId,
      400,
      'UNKNOWN_ENVIRONMENT',
      `Query cannot be executed. The environment '${environment}' does not exist.`,
    );
  }

  const declaredLength = Number(request.headers.get('content-length') ?? '0');
  if (declaredLength > MAX_BODY_BYTES) {
    return httpFailure(
      requestId,
      413,
      'REQUEST_TOO_LARGE',
      `The request body is larger than the maximum of ${MAX_BODY_BYTES} bytes.`,
    );
  }

  // Authentication comes first, as on Contentful: a bad token is a 401 whatever the body holds.
  const token = readToken(request);
  if (url.searchParams.has('access_token')) {
    return httpFailure(
      requestId,
      401,
      token === undefined ? 'ACCESS_TOKEN_MISSING' : 'ACCESS_TOKEN_INVALID',
      'This API does not take the access token in the address (access_token): send it in the Authorization header, as "Authorization: Bearer <token>", and leave it out of the address.',
    );
  }
  const refused = checkToken(token);
  if (refused) return refused;

  let parsed: ParsedHttpRequest;
  if (method === 'GET') {
    parsed = {
      query: url.searchParams.get('query') ?? undefined,
      variables: url.searchParams.get('variables') ?? undefined,
      operationName: url.searchParams.get('operationName') ?? undefined,
    };
  } else {
    const text = await readBodyText(request, MAX_BODY_BYTES);
    if (text === null) {
      return httpFailure(
        requestId,
        413,
        'REQUEST_TOO_LARGE',
        `The request body is larger than the maximum of ${MAX_BODY_BYTES} bytes.`,
      );
    }
    const contentType = request.headers.get('content-type') ?? '';
    if (contentType.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      const form = new URLSearchParams(text);
      parsed = {
        query: form.get('query') ?? undefined,
        variables: form.get('variables') ?? undefined,
        operationName: form.get('operationName') ?? undefined,
      };
    } else {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return httpFailure(requestId, 400, 'INVALID_QUERY_FORMAT', 'The request body is not valid JSON.');
      }
      if (Array.isArray(json)) {
        // A batch of operations in one request multiplies the work one request may cost; Contentful takes none either.
        return httpFailure(
          requestId,
          400,
          'INVALID_QUERY_FORMAT',
          'Batched operations are not supported: send one operation per request (a JSON object with a "query" property).',
        );
      }
      if (!isRecord(json)) {
        return httpFailure(
          requestId,
          400,
          'INVALID_QUERY_FORMAT',
          'The request body must be a JSON object with a "query" property.',
        );
      }
      parsed = json;
    }
  }

  if (parsed.query !== undefined && parsed.query !== null && typeof parsed.query !== 'string') {
    return httpFailure(requestId, 400, 'INVALID_QUERY_FORMAT', 'The "query" property must be a string.');
  }
  if (parsed.operationName !== undefined && parsed.operationName !== null && typeof parsed.operationName !== 'string') {
    return httpFailure(requestId, 400, 'INVALID_QUERY_FORMAT', 'The "operationName" property must be a string.');
  }
  const variables = parseVariables(parsed.variables);
  if (variables === 'invalid') {
    return httpFailure(
      requestId,
      400,
      'INVALID_VARIABLES_FORMAT',
      'Query cannot be executed. The variables must be a JSON object.',
    );
  }
  return execute({ query: parsed.query, variables, operationName: parsed.operationName, token }, requestId);
}
