import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/**
 * Error codes of Contentful's GraphQL Content API ("GraphQL Errors" reference),
 * carried as `extensions.contentful.code`, plus the few this engine needs
 * where the reference names none (marked below).
 */
export type ContentfulErrorCode =
  | 'ACCESS_TOKEN_MISSING'
  | 'ACCESS_TOKEN_INVALID'
  | 'COLLIDING_TYPE_NAMES'
  | 'COLLIDING_FIELD_NAMES'
  | 'RESERVED_FIELD_NAME'
  | 'UNKNOWN_SPACE'
  | 'UNKNOWN_ENVIRONMENT'
  | 'MISSING_QUERY'
  | 'QUERY_TOO_BIG'
  | 'INVALID_QUERY_FORMAT'
  | 'INVALID_VARIABLES_FORMAT'
  | 'TOO_COMPLEX_QUERY'
  | 'QUERY_OPERATION_NAME_MISMATCH'
  | 'UNKNOWN_LOCALE'
  | 'UNRESOLVABLE_LINK'
  | 'UNEXPECTED_LINKED_CONTENT_TYPE'
  // The reference's own example of an execution error ("Query too complex to be executed in allocated resources"):
  // here an answer past its size or time bound (answer-budget.ts).
  | 'RESOURCES_EXHAUSTED'
  // Not in the reference: HTTP-level refusals and internal failures.
  | 'METHOD_NOT_ALLOWED'
  | 'REQUEST_TOO_LARGE'
  | 'INTERNAL_SERVER_ERROR';

export interface ContentfulErrorExtensions {
  contentful: {
    code: ContentfulErrorCode;
    requestId?: string;
    details?: Record<string, unknown>;
  };
}

/** A GraphQL error carrying Contentful's `extensions.contentful` block. */
export function contentfulError(
  code: ContentfulErrorCode,
  message: string,
  details?: Record<string, unknown>,
  original?: GraphQLError,
): GraphQLError {
  const extensions: ContentfulErrorExtensions = { contentful: details ? { code, details } : { code } };
  return new GraphQLError(message, {
    nodes: original?.nodes,
    source: original?.source,
    positions: original?.positions,
    path: original?.path,
    originalError: original?.originalError,
    extensions: { ...extensions },
  });
}

/** The JSON form of an error with the request id added, as the API returns it. */
export function formatError(error: GraphQLError, requestId: string): GraphQLFormattedError {
  const formatted = error.toJSON();
  const known = readContentfulExtension(error);
  // A failure without a Contentful code is not the client's doing: report it as an internal error.
  const contentful = known ?? { code: 'INTERNAL_SERVER_ERROR' as const };
  const message = known ? formatted.message : `Query execution error: ${error.message}`;
  return { ...formatted, message, extensions: { contentful: { ...contentful, requestId } } };
}

function isContentfulExtension(value: unknown): value is ContentfulErrorExtensions['contentful'] {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'string';
}

function readContentfulExtension(error: GraphQLError): ContentfulErrorExtensions['contentful'] | undefined {
  const value = error.extensions.contentful;
  return isContentfulExtension(value) ? value : undefined;
}

/** Thrown by schema generation for a content model Contentful would refuse (HTTP 422 there). */
export class SchemaGenerationError extends Error {
  constructor(
    readonly code: 'COLLIDING_TYPE_NAMES' | 'COLLIDING_FIELD_NAMES' | 'RESERVED_FIELD_NAME',
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'SchemaGenerationError';
  }
}
