import {
  GraphQLFloat,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql';

import { DateTimeScalar } from './scalars';
import type { ContentStore, StoredEntity } from './store';
import type { TypeNames } from './type-names';

/** An entry or asset as resolvers pass it down: the locale and preview mode cascade to what it links. */
export interface EntityRef {
  entity: StoredEntity;
  locale: string;
  preview: boolean;
}

/**
 * The types every entry and asset shares: `Sys`, `ContentfulMetadata` (with
 * `ContentfulTag`), `Location` for Location fields, and the `Entry` interface
 * every content type's object type implements.
 */
export class EntityTypes {
  readonly sysType: GraphQLObjectType<EntityRef>;
  readonly metadataType: GraphQLObjectType<EntityRef>;
  readonly locationType: GraphQLObjectType;
  readonly entryInterface: GraphQLInterfaceType;

  constructor(store: ContentStore, space: { spaceId: string; environmentId: string }, names: TypeNames) {
    this.sysType = new GraphQLObjectType<EntityRef>({
      name: 'Sys',
      fields: {
        id: { type: new GraphQLNonNull(GraphQLString), resolve: (ref) => ref.entity.id },
        spaceId: { type: new GraphQLNonNull(GraphQLString), resolve: () => space.spaceId },
        environmentId: { type: new GraphQLNonNull(GraphQLString), resolve: () => space.environmentId },
        publishedAt: { type: DateTimeScalar, resolve: (ref) => ref.entity.sys.publishedAt },
        firstPublishedAt: { type: DateTimeScalar, resolve: (ref) => ref.entity.sys.firstPublishedAt },
        publishedVersion: { type: GraphQLInt, resolve: (ref) => ref.entity.sys.publishedVersion },
      },
    });

    const tagType = new GraphQLObjectType<{ id: string; name: string | null }>({
      name: 'ContentfulTag',
      description: 'Represents a tag entity for finding and organizing content easily.',
      fields: { id: { type: GraphQLString }, name: { type: GraphQLString } },
    });

    this.metadataType = new GraphQLObjectType<EntityRef>({
      name: 'ContentfulMetadata',
      fields: {
        tags: {
          type: new GraphQLNonNull(new GraphQLList(tagType)),
          resolve: (ref) => ref.entity.tagIds.map((id) => ({ id, name: store.tagName(id) })),
        },
      },
    });

    this.locationType = new GraphQLObjectType({
      name: 'Location',
      fields: { lat: { type: GraphQLFloat }, lon: { type: GraphQLFloat } },
    });

    this.entryInterface = new GraphQLInterfaceType({
      name: 'Entry',
      fields: () => ({
        sys: { type: new GraphQLNonNull(this.sysType) },
        contentfulMetadata: { type: new GraphQLNonNull(this.metadataType) },
      }),
      resolveType: (value: EntityRef) => names.typeName(value.entity.contentTypeId ?? ''),
    });
  }

  /** `sys` and `contentfulMetadata`, the fields an asset and every entry type start with. */
  commonEntityFields(): GraphQLFieldConfigMap<EntityRef, unknown> {
    return {
      sys: { type: new GraphQLNonNull(this.sysType), resolve: (ref) => ref },
      contentfulMetadata: { type: new GraphQLNonNull(this.metadataType), resolve: (ref) => ref },
    };
  }
}
