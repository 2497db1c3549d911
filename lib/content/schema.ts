import { createContentService } from '@travel/cms/graphql';
import { contentModel } from '@travel/cms/model';
import type { GraphQLSchema } from 'graphql';

let schema: GraphQLSchema | undefined;

/** The GraphQL schema of the content model (the same Contentful generates), without any content. */
export function contentSchema(): GraphQLSchema {
  schema ??= createContentService({
    space: {
      contentTypes: [...contentModel.contentTypes],
      locales: [...contentModel.locales],
      entries: [],
      assets: [],
    },
    spaceId: 'schema',
    environmentId: 'master',
    deliveryToken: 'unused',
  }).schema;
  return schema;
}
