/**
 * The shape of a space export as `contentful space export` writes it (the
 * parts the embedded GraphQL service reads). Everything else an export may
 * hold (editorInterfaces, webhooks, roles, ...) is ignored, so a full export
 * file can be passed in unchanged.
 */

/** A `{ sys: { type: 'Link', linkType, id } }` value, as stored in Link fields. */
export interface ExportLink<TLinkType extends string = 'Entry' | 'Asset'> {
  sys: { type: 'Link'; linkType: TLinkType; id: string };
}

export type ExportFieldType =
  'Symbol' | 'Text' | 'RichText' | 'Integer' | 'Number' | 'Boolean' | 'Date' | 'Location' | 'Object' | 'Link' | 'Array';

/**
 * One entry of a field's `validations` list. Only `linkContentType` matters
 * here; the others are listed so model definitions typed as interfaces (which
 * have no index signature) stay assignable.
 */
export interface ExportFieldValidation {
  linkContentType?: readonly string[];
  linkMimetypeGroup?: unknown;
  size?: unknown;
  range?: unknown;
  dateRange?: unknown;
  regexp?: unknown;
  prohibitRegexp?: unknown;
  in?: unknown;
  unique?: unknown;
  message?: unknown;
  enabledNodeTypes?: unknown;
  enabledMarks?: unknown;
  nodes?: unknown;
  assetImageDimensions?: unknown;
  assetFileSize?: unknown;
}

export interface ExportArrayItems {
  type: 'Symbol' | 'Link';
  linkType?: 'Entry' | 'Asset';
  validations?: readonly ExportFieldValidation[];
}

export interface ExportField {
  id: string;
  name: string;
  type: ExportFieldType;
  localized?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Omitted fields are hidden from the delivery APIs, so they are left out of the schema. */
  omitted?: boolean;
  validations?: readonly ExportFieldValidation[];
  linkType?: 'Entry' | 'Asset';
  items?: ExportArrayItems;
  defaultValue?: unknown;
}

/** A content type's sys; only `id` is read. No index signature, so interface-typed models stay assignable. */
export interface ExportContentTypeSys {
  id: string;
  type?: string;
  createdAt?: string;
  updatedAt?: string;
  version?: number;
  publishedVersion?: number;
  publishedAt?: string;
  firstPublishedAt?: string;
  publishedCounter?: number;
  space?: unknown;
  environment?: unknown;
  createdBy?: unknown;
  updatedBy?: unknown;
  publishedBy?: unknown;
}

export interface ExportContentType {
  sys: ExportContentTypeSys;
  name: string;
  description?: string;
  displayField?: string | null;
  fields: readonly ExportField[];
}

/** Field values keyed by field id, then by locale code. */
export type ExportFields = Record<string, Record<string, unknown> | undefined>;

export interface ExportTagLink {
  sys: { id: string; type?: 'Link'; linkType?: 'Tag' };
}

export interface ExportEntitySys {
  id: string;
  createdAt?: string;
  updatedAt?: string;
  /** Set when the entity is published; drafts exist only in preview. */
  publishedVersion?: number;
  publishedAt?: string;
  firstPublishedAt?: string;
  publishedCounter?: number;
  version?: number;
  space?: unknown;
  environment?: unknown;
  createdBy?: unknown;
  updatedBy?: unknown;
  publishedBy?: unknown;
}

export interface ExportEntry {
  sys: ExportEntitySys & {
    type: 'Entry';
    contentType: { sys: { id: string; type?: 'Link'; linkType?: 'ContentType' } };
  };
  metadata?: { tags?: ExportTagLink[] };
  fields: ExportFields;
}

/** The per-locale value of an asset's `file` field. */
export interface ExportAssetFile {
  /** Protocol-relative, e.g. `//images.ctfassets.net/{space}/{id}/{token}/{name}.jpg`. */
  url: string;
  fileName?: string;
  contentType?: string;
  details?: { size?: number; image?: { width?: number; height?: number } };
}

export interface ExportAsset {
  sys: ExportEntitySys & { type?: 'Asset' };
  metadata?: { tags?: ExportTagLink[] };
  fields: {
    title?: Record<string, string | undefined>;
    description?: Record<string, string | undefined>;
    file?: Record<string, ExportAssetFile | undefined>;
  };
}

export interface ExportLocale {
  code: string;
  name: string;
  default?: boolean;
  /** The locale whose value is used when this one has none; `null` ends the chain. */
  fallbackCode?: string | null;
  optional?: boolean;
}

export interface ExportTag {
  sys: { id: string; type?: string; visibility?: 'public' | 'private' };
  name: string;
}

export interface SpaceExport {
  contentTypes: readonly ExportContentType[];
  entries: readonly ExportEntry[];
  assets: readonly ExportAsset[];
  locales: readonly ExportLocale[];
  tags?: readonly ExportTag[];
}

/** A Contentful rich text node (`@contentful/rich-text-types` Document and its children). */
export interface RichTextNode {
  nodeType: string;
  value?: string;
  data?: { target?: ExportLink | { sys: { id: string; linkType?: string; type?: string } }; [key: string]: unknown };
  content?: RichTextNode[];
  marks?: { type: string }[];
}
