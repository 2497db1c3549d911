import { contentTypeTypeName } from '@travel/cms/graphql/naming';
import { contentModel } from '@travel/cms/model';

// GraphQL type name -> content type id, by the same naming rules the schema is generated with.
const contentTypeIdByTypeName: ReadonlyMap<string, string> = new Map(
  contentModel.contentTypes.map((type) => [contentTypeTypeName(type.sys.id), type.sys.id]),
);

/** The GraphQL type name of a content type of the model (`linksModule` -> `LinksModule`); undefined for any other id. */
export function typeNameOf(contentTypeId: string): string | undefined {
  return contentModel.contentTypes.some((type) => type.sys.id === contentTypeId)
    ? contentTypeTypeName(contentTypeId)
    : undefined;
}

/** The content type id behind a GraphQL type name (`LinksModule` -> `linksModule`), if it is one of the model's. */
export function contentTypeIdOf(typeName: string): string | undefined {
  return contentTypeIdByTypeName.get(typeName);
}
