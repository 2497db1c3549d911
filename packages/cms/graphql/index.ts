export { createContentService, MAX_ALIASES, MAX_BODY_BYTES, MAX_QUERY_BYTES } from './service';
export type {
  ContentRequest,
  ContentResponse,
  ContentResponseBody,
  ContentService,
  ContentServiceOptions,
} from './service';
export { MAX_QUERY_COST, MAX_QUERY_DEPTH } from './complexity';
export { DEFAULT_COLLECTION_LIMIT, MAX_COLLECTION_LIMIT } from './args';
export { SchemaGenerationError, type ContentfulErrorCode } from './errors';
export { contentTypeTypeName, queryFieldName } from './naming';
export type * from './types';
