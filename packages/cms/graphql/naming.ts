/**
 * Contentful's GraphQL naming rules (schema generation reference): a content
 * type's GraphQL type is the PascalCase of its id stripped of
 * non-alphanumeric characters ("my-2content-type" -> "My2ContentType"); a name
 * starting with a digit or equal to a reserved type name gets a `ContentType`
 * prefix ("Location" -> "ContentTypeLocation"); root query fields are the
 * camelCase of the type name.
 */

/** Type names the API itself defines; a content type may not take them. */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
  'Query',
  'String',
  'Int',
  'Float',
  'Boolean',
  'Location',
  'Circle',
  'Rectangle',
  'DateTime',
  'RichText',
  'Asset',
  'AssetCollection',
  'AssetLinkingCollections',
  'AssetFilter',
  'AssetOrder',
  'Entry',
  'EntryCollection',
  'EntryOrder',
  'EntryFilter',
  'Sys',
  'SysFilter',
  'ContentfulMetadata',
  'ContentfulTag',
  'ContentfulMetadataFilter',
  'ContentfulMetadataTagsFilter',
  'Dimension',
  'HexColor',
  'Quality',
  'ImageResizeFocus',
  'ImageResizeStrategy',
  'ImageFormat',
  'ImageTransformOptions',
  'ResourceSys',
  'ResourceLink',
  'ResourceLinkCollection',
  'Never',
  'JSON',
]);

/** Field names every entry type already has. */
export const RESERVED_FIELD_NAMES: ReadonlySet<string> = new Set(['sys', 'contentfulMetadata', 'linkedFrom']);

export function upperFirst(value: string): string {
  return value.length === 0 ? value : value[0]!.toUpperCase() + value.slice(1);
}

export function lowerFirst(value: string): string {
  return value.length === 0 ? value : value[0]!.toLowerCase() + value.slice(1);
}

/**
 * Words are separated by non-alphanumeric characters and by a digit followed
 * by a letter (the documented example capitalises "2content" to "2Content");
 * the inside of a word keeps its case, so camelCase ids ("countryPage") keep
 * their humps.
 */
export function pascalCase(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .flatMap((part) => part.split(/(?<=[0-9])(?=[A-Za-z])/))
    .filter((word) => word.length > 0)
    .map(upperFirst)
    .join('');
}

export function contentTypeTypeName(contentTypeId: string): string {
  const name = pascalCase(contentTypeId);
  if (name.length === 0 || /^[0-9]/.test(name) || RESERVED_TYPE_NAMES.has(name)) return `ContentType${name}`;
  return name;
}

/** `FriendlyUser` -> `friendlyUser` (the single-entry root field; `...Collection` is appended for lists). */
export function queryFieldName(typeName: string): string {
  return lowerFirst(typeName);
}
