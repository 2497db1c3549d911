import { parseDateMs } from './scalars';
import type {
  ExportAsset,
  ExportContentType,
  ExportEntry,
  ExportField,
  ExportFields,
  ExportLink,
  SpaceExport,
} from './types';

/** An entry or asset as the store keeps it: the raw export plus what queries need precomputed. */
export interface StoredEntity {
  kind: 'Entry' | 'Asset';
  id: string;
  /** The content type id; `null` for assets. */
  contentTypeId: string | null;
  fields: ExportFields;
  published: boolean;
  /** Position in the export, the stable order when nothing else decides. */
  position: number;
  sys: {
    publishedAt: string | null;
    firstPublishedAt: string | null;
    publishedVersion: number | null;
    publishedAtMs: number | null;
    firstPublishedAtMs: number | null;
    updatedAtMs: number | null;
  };
  tagIds: readonly string[];
}

/** Reads one field of an entity in a locale. */
export type FieldReader = (entity: StoredEntity, locale: string) => unknown;

/** An entry linking to another entity, with the locales whose values hold the link. */
export interface IncomingLink {
  source: StoredEntity;
  locales: ReadonlySet<string>;
}

export interface ContentTypeInfo {
  id: string;
  name: string;
  description?: string;
  /** Fields visible to the delivery APIs (omitted fields dropped), in model order. */
  fields: readonly ExportField[];
  fieldsById: ReadonlyMap<string, ExportField>;
}

interface EntityLists {
  /** Every entity, in the default order of the preview API. */
  preview: StoredEntity[];
  /** Published entities only, in the default order of the delivery API. */
  delivery: StoredEntity[];
}

const EMPTY: readonly never[] = [];

function isLink(value: unknown): value is ExportLink {
  if (typeof value !== 'object' || value === null || !('sys' in value)) return false;
  const sys: unknown = value.sys;
  return typeof sys === 'object' && sys !== null && 'id' in sys && typeof sys.id === 'string';
}

/** The link ids held by a Link or Array-of-Link value. */
export function linkIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter(isLink).map((link) => link.sys.id);
  return isLink(value) ? [value.sys.id] : [];
}

/** The linked content types a Link field (or an Array's items) accepts; empty means any. */
export function allowedContentTypes(field: ExportField): string[] {
  const validations = field.type === 'Array' ? field.items?.validations : field.validations;
  const allowed = new Set<string>();
  for (const validation of validations ?? []) for (const id of validation.linkContentType ?? []) allowed.add(id);
  return [...allowed];
}

export function fieldLinkType(field: ExportField): 'Entry' | 'Asset' | null {
  if (field.type === 'Link') return field.linkType ?? null;
  if (field.type === 'Array' && field.items?.type === 'Link') return field.items.linkType ?? null;
  return null;
}

/**
 * Delivery: "descending by publication timestamp (sys.updatedAt) and ascending
 * by ID" (Contentful's default ordering). On the delivery API sys.updatedAt is
 * the time of the last publish, so the export's publishedAt stands for it; the
 * preview API sees the draft's updatedAt.
 */
function defaultOrder(timestamp: (entity: StoredEntity) => number | null) {
  return (a: StoredEntity, b: StoredEntity): number => {
    const ta = timestamp(a) ?? Number.NEGATIVE_INFINITY;
    const tb = timestamp(b) ?? Number.NEGATIVE_INFINITY;
    if (ta !== tb) return tb - ta;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

const deliveryOrder = defaultOrder((entity) => entity.sys.publishedAtMs ?? entity.sys.updatedAtMs);
const previewOrder = defaultOrder((entity) => entity.sys.updatedAtMs);

function lists(entities: StoredEntity[]): EntityLists {
  return {
    preview: [...entities].sort(previewOrder),
    delivery: entities.filter((entity) => entity.published).sort(deliveryOrder),
  };
}

function storeEntity(
  raw: ExportEntry | ExportAsset,
  kind: 'Entry' | 'Asset',
  contentTypeId: string | null,
  position: number,
): StoredEntity {
  const sys = raw.sys;
  const published = typeof sys.publishedVersion === 'number';
  const publishedAt = published ? (sys.publishedAt ?? sys.updatedAt ?? null) : null;
  const firstPublishedAt = published ? (sys.firstPublishedAt ?? publishedAt) : null;
  return {
    kind,
    id: sys.id,
    contentTypeId,
    fields: raw.fields ?? {},
    published,
    position,
    sys: {
      publishedAt,
      firstPublishedAt,
      publishedVersion: published ? (sys.publishedVersion ?? null) : null,
      publishedAtMs: parseDateMs(publishedAt),
      firstPublishedAtMs: parseDateMs(firstPublishedAt),
      updatedAtMs: parseDateMs(sys.updatedAt),
    },
    tagIds: (raw.metadata?.tags ?? []).map((tag) => tag.sys.id),
  };
}

/**
 * The space export loaded once into indexes: entities by id, entries by
 * content type (published-only and preview views, each already in the
 * default order), reverse links for `linkedFrom`, and the locale fallback
 * chains. Nothing here is recomputed per request.
 */
export class ContentStore {
  readonly defaultLocale: string;
  readonly localeCodes: readonly string[];
  readonly contentTypes: ReadonlyMap<string, ContentTypeInfo>;
  private readonly fallbackChains = new Map<string, readonly string[]>();
  private readonly entries = new Map<string, StoredEntity>();
  private readonly assets = new Map<string, StoredEntity>();
  private readonly entriesByType = new Map<string, EntityLists>();
  private readonly allEntries: EntityLists;
  private readonly allAssets: EntityLists;
  private readonly incoming = new Map<string, IncomingLink[]>();
  private readonly tagNames = new Map<string, string>();
  private readonly readers = new Map<string, FieldReader>();

  constructor(space: SpaceExport) {
    const locales = space.locales;
    if (locales.length === 0) throw new Error('The space export has no locales');
    this.defaultLocale = (locales.find((locale) => locale.default) ?? locales[0]!).code;
    this.localeCodes = locales.map((locale) => locale.code);
    const fallbackOf = new Map(locales.map((locale) => [locale.code, locale.fallbackCode ?? null]));
    for (const locale of locales) {
      const chain: string[] = [];
      for (
        let code: string | null = locale.code;
        code !== null && !chain.includes(code);
        code = fallbackOf.get(code) ?? null
      ) {
        chain.push(code);
      }
      this.fallbackChains.set(locale.code, chain);
    }

    this.contentTypes = new Map(
      space.contentTypes.map((contentType) => [contentType.sys.id, this.typeInfo(contentType)]),
    );

    const byType = new Map<string, StoredEntity[]>();
    space.entries.forEach((raw, position) => {
      // An entry of a content type the model no longer has (or a malformed one) cannot be queried: skip it.
      const contentTypeId = raw.sys?.contentType?.sys?.id;
      if (typeof contentTypeId !== 'string' || !this.contentTypes.has(contentTypeId) || typeof raw.sys.id !== 'string')
        return;
      const entity = storeEntity(raw, 'Entry', contentTypeId, position);
      this.entries.set(entity.id, entity);
      const list = byType.get(contentTypeId);
      if (list) list.push(entity);
      else byType.set(contentTypeId, [entity]);
    });
    space.assets.forEach((raw, position) => {
      if (typeof raw.sys?.id !== 'string') return;
      const entity = storeEntity(raw, 'Asset', null, position);
      this.assets.set(entity.id, entity);
    });
    for (const [contentTypeId, entities] of byType) this.entriesByType.set(contentTypeId, lists(entities));
    this.allEntries = lists([...this.entries.values()]);
    this.allAssets = lists([...this.assets.values()]);

    for (const tag of space.tags ?? []) this.tagNames.set(tag.sys.id, tag.name);
    this.indexIncomingLinks();
  }

  private typeInfo(contentType: ExportContentType): ContentTypeInfo {
    const fields = contentType.fields.filter((field) => !field.omitted);
    return {
      id: contentType.sys.id,
      name: contentType.name,
      description: contentType.description,
      fields,
      fieldsById: new Map(fields.map((field) => [field.id, field])),
    };
  }

  private indexIncomingLinks(): void {
    const byTarget = new Map<string, Map<string, { source: StoredEntity; locales: Set<string> }>>();
    for (const source of this.entries.values()) {
      const info = this.contentTypes.get(source.contentTypeId ?? '');
      for (const field of info?.fields ?? EMPTY) {
        if (fieldLinkType(field) === null) continue;
        const values = source.fields[field.id];
        if (!values) continue;
        for (const [locale, value] of Object.entries(values)) {
          for (const targetId of linkIds(value)) {
            let sources = byTarget.get(targetId);
            if (!sources) byTarget.set(targetId, (sources = new Map()));
            const found = sources.get(source.id);
            if (found) found.locales.add(locale);
            else sources.set(source.id, { source, locales: new Set([locale]) });
          }
        }
      }
    }
    for (const [targetId, sources] of byTarget) {
      this.incoming.set(
        targetId,
        [...sources.values()].sort((a, b) => a.source.position - b.source.position),
      );
    }
  }

  hasLocale(code: string): boolean {
    return this.fallbackChains.has(code);
  }

  /** The locale, then its fallbacks in order. */
  fallbackChain(locale: string): readonly string[] {
    return this.fallbackChains.get(locale) ?? [locale];
  }

  isVisible(entity: StoredEntity, preview: boolean): boolean {
    return preview || entity.published;
  }

  /** The entry with this id, if it exists and is visible (drafts only in preview). */
  entry(id: string, preview: boolean): StoredEntity | undefined {
    const entity = this.entries.get(id);
    return entity && this.isVisible(entity, preview) ? entity : undefined;
  }

  asset(id: string, preview: boolean): StoredEntity | undefined {
    const entity = this.assets.get(id);
    return entity && this.isVisible(entity, preview) ? entity : undefined;
  }

  /** Whether an entry or asset with this id exists at all (a draft, say), whatever the mode. */
  exists(kind: 'Entry' | 'Asset', id: string): boolean {
    return (kind === 'Entry' ? this.entries : this.assets).has(id);
  }

  /** Visible entries of a content type in the default order. Do not mutate. */
  entriesOfType(contentTypeId: string, preview: boolean): readonly StoredEntity[] {
    const found = this.entriesByType.get(contentTypeId);
    if (!found) return EMPTY;
    return preview ? found.preview : found.delivery;
  }

  /** Visible entries of every content type in the default order. Do not mutate. */
  allEntriesList(preview: boolean): readonly StoredEntity[] {
    return preview ? this.allEntries.preview : this.allEntries.delivery;
  }

  allAssetsList(preview: boolean): readonly StoredEntity[] {
    return preview ? this.allAssets.preview : this.allAssets.delivery;
  }

  /** Entries linking to this entity through a Link or Array-of-Link field, in export order. */
  incomingLinks(targetId: string): readonly IncomingLink[] {
    return this.incoming.get(targetId) ?? EMPTY;
  }

  tagName(id: string): string | null {
    return this.tagNames.get(id) ?? null;
  }

  field(contentTypeId: string, fieldId: string): ExportField | undefined {
    return this.contentTypes.get(contentTypeId)?.fieldsById.get(fieldId);
  }

  /**
   * A reader for one field, decided once: localized fields (and every asset
   * field) take the requested locale, then its fallback chain; non-localized
   * fields always read the default locale, where Contentful stores them.
   */
  fieldReader(contentTypeId: string | null, fieldId: string): FieldReader {
    const key = `${contentTypeId ?? ''}\u0000${fieldId}`;
    let reader = this.readers.get(key);
    if (!reader) this.readers.set(key, (reader = this.createFieldReader(contentTypeId, fieldId)));
    return reader;
  }

  private createFieldReader(contentTypeId: string | null, fieldId: string): FieldReader {
    const localized = contentTypeId === null || (this.field(contentTypeId, fieldId)?.localized ?? false);
    if (!localized) {
      const defaultLocale = this.defaultLocale;
      return (entity) => entity.fields[fieldId]?.[defaultLocale] ?? undefined;
    }
    const chains = this.fallbackChains;
    return (entity, locale) => {
      const values = entity.fields[fieldId];
      if (!values) return undefined;
      const chain = chains.get(locale);
      if (!chain) return values[locale] ?? undefined;
      for (let index = 0; index < chain.length; index++) {
        const value = values[chain[index]!];
        if (value !== undefined && value !== null) return value;
      }
      return undefined;
    };
  }

  /** A field's value for a locale. */
  readField(entity: StoredEntity, fieldId: string, locale: string): unknown {
    return this.fieldReader(entity.contentTypeId, fieldId)(entity, locale);
  }
}
