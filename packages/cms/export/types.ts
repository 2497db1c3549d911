import { type ContentfulLocaleCode } from '../model';
import { type ContentTypeDefinition, type EditorInterfaceDefinition } from '../model/define';
import { type ContentfulLocale } from '../model/locales';

/**
 * The shape of the file `contentful space export` writes, as far as the seed
 * fills it. It is a superset of what the embedded content service reads
 * (packages/cms/graphql/types.ts), so the seed can be handed to it unchanged, and what
 * `contentful space import` reads.
 */

export type Link<T extends string> = { sys: { type: 'Link'; linkType: T; id: string } };
export type EntityLink = Link<'Entry' | 'Asset'>;

/** The `sys` Contentful gives every entity of an environment. */
export interface ExportSys {
  space: Link<'Space'>;
  id: string;
  createdAt: string;
  updatedAt: string;
  environment: Link<'Environment'>;
  /** Present on published entities only; drafts have none of the three `published*` dates. */
  publishedVersion?: number;
  publishedAt?: string;
  firstPublishedAt?: string;
  publishedCounter: number;
  version: number;
  revision: number;
}

/** Field values keyed by field id, then by locale code. */
export type ExportFields = Record<string, Partial<Record<ContentfulLocaleCode, unknown>>>;

export interface ExportEntry {
  metadata: { tags: Link<'Tag'>[] };
  sys: ExportSys & { type: 'Entry'; contentType: Link<'ContentType'> };
  fields: ExportFields;
}

export interface ExportAssetFile {
  /** Protocol-relative: `//images.ctfassets.net/{space}/{asset id}/{token}/{file name}`. */
  url: string;
  fileName: string;
  contentType: string;
  details: { size: number; image: { width: number; height: number } };
}

export interface ExportAsset {
  metadata: { tags: Link<'Tag'>[] };
  sys: ExportSys & { type: 'Asset' };
  fields: {
    title: Partial<Record<ContentfulLocaleCode, string>>;
    description?: Partial<Record<ContentfulLocaleCode, string>>;
    file: Partial<Record<ContentfulLocaleCode, ExportAssetFile>>;
  };
}

export interface ExportContentType extends Omit<ContentTypeDefinition, 'sys'> {
  sys: Omit<ExportSys, 'revision'> & { type: 'ContentType' };
}

export interface ExportEditorInterface extends Omit<EditorInterfaceDefinition, 'sys'> {
  sys: EditorInterfaceDefinition['sys'] & {
    space: Link<'Space'>;
    environment: Link<'Environment'>;
    version: number;
    createdAt: string;
    updatedAt: string;
  };
}

export interface ExportLocale extends ContentfulLocale {
  sys: {
    id: string;
    type: 'Locale';
    version: number;
    space: Link<'Space'>;
    environment: Link<'Environment'>;
    createdAt: string;
    updatedAt: string;
  };
}

export interface SpaceExport {
  contentTypes: ExportContentType[];
  tags: never[];
  editorInterfaces: ExportEditorInterface[];
  entries: ExportEntry[];
  assets: ExportAsset[];
  locales: ExportLocale[];
  webhooks: never[];
  roles: never[];
}

/** A node of a Contentful rich-text document (`@contentful/rich-text-types`). */
export interface RichTextNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichTextNode[];
  value?: string;
  marks?: { type: string }[];
}

export interface RichTextDocument extends RichTextNode {
  nodeType: 'document';
  content: RichTextNode[];
}
