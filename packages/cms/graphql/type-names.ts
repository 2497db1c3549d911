import { SchemaGenerationError } from './errors';
import { contentTypeTypeName } from './naming';

/**
 * The type names one schema hands out. Every generated name is claimed once,
 * so two content types (or a content type and a type generated for another
 * one's field) cannot end up with the same name; each content type keeps the
 * name generated for it.
 */
export class TypeNames {
  private readonly claimed = new Map<string, string>();
  private readonly contentTypes = new Map<string, string>();

  /** Every generated type name is claimed once; a second claim is Contentful's COLLIDING_TYPE_NAMES. */
  claim(name: string, owner: string): string {
    const previous = this.claimed.get(name);
    if (previous !== undefined) {
      throw new SchemaGenerationError(
        'COLLIDING_TYPE_NAMES',
        `Schema generation failed. Type name generated for '${previous}' and '${owner}' would be the same: '${name}'`,
        { collidingContentTypeIds: [previous, owner], resultingTypeName: name },
      );
    }
    this.claimed.set(name, owner);
    return name;
  }

  /** Claims the type name of a content type and keeps it for `typeName`. */
  addContentType(contentTypeId: string): string {
    const name = contentTypeTypeName(contentTypeId);
    this.claim(name, contentTypeId);
    this.contentTypes.set(contentTypeId, name);
    return name;
  }

  /** The type name of a content type added before. */
  typeName(contentTypeId: string): string {
    const name = this.contentTypes.get(contentTypeId);
    if (name === undefined) throw new Error(`Unknown content type ${contentTypeId}`);
    return name;
  }
}
