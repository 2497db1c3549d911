import { getNamedType, isObjectType, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import { contentModel } from '@/cms/model';
import { contentSchema } from './schema';

/** Cache tag of everything built from one content type; `content:asset` for assets. */
export function contentTag(contentTypeId: string): string {
  return `content:${contentTypeId}`;
}

const ASSET_TAG = contentTag('asset');

function typeNameToContentType(): Map<string, string> {
  return new Map(contentModel.contentTypes.map((type) => [type.sys.id.charAt(0).toUpperCase() + type.sys.id.slice(1), type.sys.id]));
}

const memo = new WeakMap<DocumentNode, string[]>();

/**
 * The cache tags of a query: one per content type whose entries it reads
 * (found by walking the query against the schema), so that publishing an
 * entry of a type revalidates exactly the cached results that contain it.
 */
export function tagsOf(document: DocumentNode, schema: GraphQLSchema = contentSchema()): string[] {
  const cached = memo.get(document);
  if (cached) return cached;
  const byTypeName = typeNameToContentType();
  const tags = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  const note = () => {
    const type = typeInfo.getType();
    if (!type) return;
    const named = getNamedType(type);
    if (named.name === 'Asset') tags.add(ASSET_TAG);
    const id = byTypeName.get(named.name);
    if (id) tags.add(contentTag(id));
    // Unions of entries (a page's modules) and interfaces name their members in fragments.
    if (!isObjectType(named) && 'getTypes' in named) {
      for (const member of named.getTypes()) {
        const memberId = byTypeName.get(member.name);
        if (memberId) tags.add(contentTag(memberId));
      }
    }
  };
  visit(document, visitWithTypeInfo(typeInfo, { Field: note, InlineFragment: note, FragmentDefinition: note }));
  const result = [...tags].sort();
  memo.set(document, result);
  return result;
}
