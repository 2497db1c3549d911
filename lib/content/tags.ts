import { getNamedType, isObjectType, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import { contentSchema } from './schema';
import { contentTypeIdOf } from './type-names';

/** Cache tag of everything built from one content type; `content:asset` for assets. */
export function contentTag(contentTypeId: string): string {
  return `content:${contentTypeId}`;
}

const ASSET_TAG = contentTag('asset');

const memo = new WeakMap<DocumentNode, string[]>();

/**
 * The cache tags of a query: one per content type whose entries it reads
 * (found by walking the query against the schema), so that publishing an
 * entry of a type revalidates exactly the cached results that contain it.
 */
export function tagsOf(document: DocumentNode, schema: GraphQLSchema = contentSchema()): string[] {
  const cached = memo.get(document);
  if (cached) return cached;
  const tags = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  const note = () => {
    const type = typeInfo.getType();
    if (!type) return;
    const named = getNamedType(type);
    if (named.name === 'Asset') tags.add(ASSET_TAG);
    const id = contentTypeIdOf(named.name);
    if (id) tags.add(contentTag(id));
    // Unions of entries (a page's modules) and interfaces name their members in fragments.
    if (!isObjectType(named) && 'getTypes' in named) {
      for (const member of named.getTypes()) {
        const memberId = contentTypeIdOf(member.name);
        if (memberId) tags.add(contentTag(memberId));
      }
    }
  };
  visit(document, visitWithTypeInfo(typeInfo, { Field: note, InlineFragment: note, FragmentDefinition: note }));
  const result = [...tags].sort();
  memo.set(document, result);
  return result;
}
