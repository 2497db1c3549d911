import { contentTypeIdOf } from '@/lib/content/type-names';
import { newsletterModule } from './newsletter';

/**
 * Every module kind the renderer can draw, keyed by CMS content type id.
 * Listed explicitly: no registration by import side effect, no mutable state.
 */
export const registry = {
  newsletter: newsletterModule,
} as const;

export type ModuleKind = keyof typeof registry;

export function isModuleKind(kind: string): kind is ModuleKind {
  return Object.hasOwn(registry, kind);
}

/**
 * The module kind (CMS content type id) behind a module's GraphQL type name;
 * a name the model does not know keeps a readable form for diagnostics.
 */
export function kindOfTypename(typename: string): string {
  return contentTypeIdOf(typename) ?? typename.charAt(0).toLowerCase() + typename.slice(1);
}
