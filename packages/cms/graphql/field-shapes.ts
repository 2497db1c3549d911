import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  GraphQLString,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';

import { SchemaGenerationError } from './errors';
import type { ValueKind } from './filters';
import { RESERVED_FIELD_NAMES } from './naming';
import { DateTimeScalar, JSONScalar } from './scalars';
import { allowedContentTypes, type ContentStore, type ContentTypeInfo } from './store';
import type { ExportField } from './types';

/** What a content type field turns into, decided once from the model. */
export type FieldShape =
  | { kind: 'scalar'; valueKind: ValueKind; type: GraphQLOutputType; filterInput: GraphQLInputType; orderable: boolean }
  | { kind: 'richText' }
  | { kind: 'entryLink'; allowed: string[] }
  | { kind: 'assetLink' }
  | { kind: 'entryLinks'; allowed: string[] }
  | { kind: 'assetLinks' };

/** The field's name in its entry type: a list of links is the `{field}Collection` field. */
export function graphqlFieldName(field: ExportField, shape: FieldShape): string {
  return shape.kind === 'entryLinks' || shape.kind === 'assetLinks' ? `${field.id}Collection` : field.id;
}

/** Allowed link targets that exist in the model (a validation may name a deleted type). */
function knownTypes(store: ContentStore, field: ExportField): string[] {
  return allowedContentTypes(field).filter((id) => store.contentTypes.has(id));
}

/** The shape of a field, or null for a field the schema leaves out (an Array of anything but Symbols and Links). */
function fieldShape(store: ContentStore, locationType: GraphQLObjectType, field: ExportField): FieldShape | null {
  switch (field.type) {
    case 'Symbol':
    case 'Text':
      return {
        kind: 'scalar',
        valueKind: 'string',
        type: GraphQLString,
        filterInput: GraphQLString,
        orderable: field.type === 'Symbol',
      };
    case 'Integer':
      return { kind: 'scalar', valueKind: 'number', type: GraphQLInt, filterInput: GraphQLInt, orderable: true };
    case 'Number':
      return { kind: 'scalar', valueKind: 'number', type: GraphQLFloat, filterInput: GraphQLFloat, orderable: true };
    case 'Boolean':
      return {
        kind: 'scalar',
        valueKind: 'boolean',
        type: GraphQLBoolean,
        filterInput: GraphQLBoolean,
        orderable: true,
      };
    case 'Date':
      return { kind: 'scalar', valueKind: 'date', type: DateTimeScalar, filterInput: DateTimeScalar, orderable: true };
    case 'Location':
      return {
        kind: 'scalar',
        valueKind: 'present',
        type: locationType,
        filterInput: GraphQLBoolean,
        orderable: false,
      };
    case 'Object':
      return { kind: 'scalar', valueKind: 'present', type: JSONScalar, filterInput: GraphQLBoolean, orderable: false };
    case 'RichText':
      return { kind: 'richText' };
    case 'Link':
      return field.linkType === 'Asset'
        ? { kind: 'assetLink' }
        : { kind: 'entryLink', allowed: knownTypes(store, field) };
    case 'Array':
      if (field.items?.type === 'Symbol') {
        return {
          kind: 'scalar',
          valueKind: 'stringArray',
          type: new GraphQLList(GraphQLString),
          filterInput: GraphQLString,
          orderable: false,
        };
      }
      if (field.items?.type === 'Link') {
        return field.items.linkType === 'Asset'
          ? { kind: 'assetLinks' }
          : { kind: 'entryLinks', allowed: knownTypes(store, field) };
      }
      return null;
  }
}

/**
 * The shapes of a content type's fields by field id, in field order, without
 * the fields the schema leaves out. A field with a reserved name is
 * Contentful's RESERVED_FIELD_NAME; two fields with the same GraphQL name are
 * COLLIDING_FIELD_NAMES.
 */
export function fieldShapes(
  store: ContentStore,
  locationType: GraphQLObjectType,
  info: ContentTypeInfo,
): Map<string, FieldShape> {
  const shapes = new Map<string, FieldShape>();
  const graphqlNames = new Map<string, string>();
  for (const field of info.fields) {
    const shape = fieldShape(store, locationType, field);
    if (!shape) continue;
    if (RESERVED_FIELD_NAMES.has(field.id)) {
      throw new SchemaGenerationError(
        'RESERVED_FIELD_NAME',
        `Schema generation failed. Field '${field.id}' of content type '${info.id}' uses a reserved name`,
        { contentTypeId: info.id, fieldId: field.id },
      );
    }
    const graphqlName = graphqlFieldName(field, shape);
    const clash = graphqlNames.get(graphqlName);
    if (clash !== undefined) {
      throw new SchemaGenerationError(
        'COLLIDING_FIELD_NAMES',
        `Schema generation failed. Fields '${clash}' and '${field.id}' of content type '${info.id}' would both be named '${graphqlName}'`,
        { contentTypeId: info.id, collidingFieldIds: [clash, field.id], resultingFieldName: graphqlName },
      );
    }
    graphqlNames.set(graphqlName, field.id);
    shapes.set(field.id, shape);
  }
  return shapes;
}
