import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { contentModel, type ContentModel } from '../model';
import {
  ENTITY_ID_PATTERN,
  type ContentTypeDefinition,
  type ContentTypeField,
  type DistinctLinksRule,
  type FieldValidation,
} from '../model/define';

/**
 * Checks a space export against the content model the way Contentful would
 * when the entries are published, plus what the seed promises on top:
 *
 * - every entry's content type exists, every field exists in it;
 * - values have the field's type (Symbol/Text strings, Integer, Number,
 *   Boolean, ISO Date, Link shape, Array items, rich-text documents);
 * - non-localized fields carry the default locale only; with
 *   `completeLocales`, localized fields carry every locale;
 * - required fields have a value in the default locale (published entries);
 * - `size`, `range`, `in`, `regexp`, `prohibitRegexp`, `unique`, `linkContentType`,
 *   `linkMimetypeGroup`, `enabledNodeTypes` and `enabledMarks` hold;
 * - every link points at an entity of the export, and a published entry
 *   links only to published entities (Contentful would publish it, but the
 *   delivery API could not resolve the link);
 * - assets have a title and a file with url, file name, type and size.
 *
 * Returns one readable message per problem; an empty list means valid.
 *
 *   npx tsx packages/cms/export/validate.ts <space export .json>
 *
 * checks a file (an export of a real space, say, where Contentful let an
 * editor publish what the model's `rules` refuse) and exits 1 on a problem.
 */

export interface ValidatedEntity {
  sys: { id: string; publishedVersion?: number; contentType?: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown> | undefined>;
}

export interface ValidatedSpace {
  locales: readonly { code: string; default?: boolean }[];
  entries: readonly ValidatedEntity[];
  assets: readonly ValidatedEntity[];
}

export interface ValidateOptions {
  /** Localized fields must carry a value in every locale of the space (the seed's own rule). */
  completeLocales?: boolean;
}

/** Contentful entity ids: letters, digits, dots, underscores and hyphens, at most 64 characters. */
export { ENTITY_ID_PATTERN };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Node types Contentful allows in every rich-text field, whatever `enabledNodeTypes` says. */
const ALWAYS_ALLOWED_NODE_TYPES = new Set(['document', 'paragraph', 'text', 'list-item']);

/** Contentful's limits on a Symbol and a Text value. */
const SYMBOL_MAX = 256;
const TEXT_MAX = 50_000;

type Problems = string[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isPublished(entity: ValidatedEntity): boolean {
  return typeof entity.sys.publishedVersion === 'number';
}

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

interface LinkValue {
  sys: { type: 'Link'; linkType: string; id: string };
}

function isLinkValue(value: unknown, linkType?: string): value is LinkValue {
  if (!isObject(value) || Object.keys(value).length !== 1 || !isObject(value.sys)) return false;
  const sys = value.sys;
  return (
    Object.keys(sys).length === 3 &&
    sys.type === 'Link' &&
    typeof sys.id === 'string' &&
    (linkType === undefined ? sys.linkType === 'Entry' || sys.linkType === 'Asset' : sys.linkType === linkType)
  );
}

class Validator {
  readonly problems: Problems = [];
  private readonly defaultLocale: string;
  private readonly localeCodes: Set<string>;
  private readonly contentTypes: Map<string, ContentTypeDefinition>;
  private readonly rules: readonly DistinctLinksRule[];
  private readonly entries = new Map<string, ValidatedEntity>();
  private readonly assets = new Map<string, ValidatedEntity>();
  /** content type / field / locale -> value -> entry ids, for `unique`. */
  private readonly uniqueValues = new Map<string, Map<string, string[]>>();

  constructor(
    private readonly space: ValidatedSpace,
    model: ContentModel,
    private readonly options: ValidateOptions,
  ) {
    this.defaultLocale = (space.locales.find((locale) => locale.default) ?? space.locales[0])?.code ?? 'en-UK';
    this.localeCodes = new Set(space.locales.map((locale) => locale.code));
    this.contentTypes = new Map(model.contentTypes.map((contentType) => [contentType.sys.id, contentType]));
    this.rules = model.rules;
    for (const item of space.entries) this.register(this.entries, item, 'entry');
    for (const item of space.assets) this.register(this.assets, item, 'asset');
  }

  private register(map: Map<string, ValidatedEntity>, entity: ValidatedEntity, kind: string): void {
    const id = entity.sys.id;
    if (!ENTITY_ID_PATTERN.test(id)) this.problems.push(`${kind} "${id}": not a valid Contentful id`);
    if (map.has(id)) this.problems.push(`${kind} "${id}": id used twice`);
    map.set(id, entity);
  }

  run(): Problems {
    for (const item of this.space.entries) this.entry(item);
    for (const item of this.space.assets) this.asset(item);
    for (const rule of this.rules) this.distinctLinks(rule);
    for (const [key, values] of this.uniqueValues) {
      for (const [value, ids] of values) {
        if (ids.length > 1) this.problems.push(`${key}: "${value}" is not unique (${ids.join(', ')})`);
      }
    }
    return this.problems;
  }

  private entry(item: ValidatedEntity): void {
    const id = item.sys.id;
    const typeId = item.sys.contentType?.sys.id ?? '';
    const contentType = this.contentTypes.get(typeId);
    if (!contentType) {
      this.problems.push(`${id}: unknown content type "${typeId}"`);
      return;
    }
    for (const fieldId of Object.keys(item.fields)) {
      if (!contentType.fields.some((field) => field.id === fieldId))
        this.problems.push(`${id}: "${typeId}" has no field "${fieldId}"`);
    }
    for (const field of contentType.fields) {
      const values = item.fields[field.id];
      const where = `${id}.${field.id}`;
      if (isPublished(item) && field.required && isEmptyValue(values?.[this.defaultLocale])) {
        this.problems.push(`${where}: required, but has no value in ${this.defaultLocale}`);
      }
      if (values === undefined) continue;
      if (!isObject(values)) {
        this.problems.push(`${where}: must map locale codes to values`);
        continue;
      }
      const codes = Object.keys(values);
      for (const code of codes) {
        if (!this.localeCodes.has(code)) this.problems.push(`${where}: unknown locale "${code}"`);
      }
      if (!field.localized && codes.some((code) => code !== this.defaultLocale)) {
        this.problems.push(
          `${where}: not localized, so only ${this.defaultLocale} may have a value (has ${codes.join(', ')})`,
        );
      }
      if (field.localized && this.options.completeLocales) {
        const missing = [...this.localeCodes].filter((code) => !codes.includes(code));
        if (missing.length > 0) this.problems.push(`${where}: localized, but has no value in ${missing.join(', ')}`);
      }
      for (const code of codes) this.value(item, typeId, field, code, values[code]);
    }
  }

  private value(item: ValidatedEntity, typeId: string, field: ContentTypeField, locale: string, value: unknown): void {
    const where = `${item.sys.id}.${field.id}[${locale}]`;
    const problem = (message: string) => this.problems.push(`${where}: ${message}`);
    switch (field.type) {
      case 'Symbol':
      case 'Text': {
        if (typeof value !== 'string') return void problem(`${field.type} must be a string`);
        const max = field.type === 'Symbol' ? SYMBOL_MAX : TEXT_MAX;
        if (value.length > max) problem(`${field.type} longer than Contentful's ${max} characters`);
        break;
      }
      case 'Integer':
        if (!Number.isInteger(value)) return void problem('Integer must be a whole number');
        break;
      case 'Number':
        if (typeof value !== 'number' || !Number.isFinite(value)) return void problem('Number must be a finite number');
        break;
      case 'Boolean':
        if (typeof value !== 'boolean') return void problem('Boolean must be true or false');
        break;
      case 'Date':
        if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value)))
          return void problem('Date must be an ISO 8601 date');
        break;
      case 'Object':
        if (!isObject(value) && !Array.isArray(value)) return void problem('Object must be JSON');
        break;
      case 'Location':
        if (!isObject(value) || typeof value.lat !== 'number' || typeof value.lon !== 'number')
          return void problem('Location needs lat and lon');
        break;
      case 'RichText':
        if (!isObject(value) || value.nodeType !== 'document' || !Array.isArray(value.content)) {
          return void problem('RichText must be a rich-text document');
        }
        this.richText(where, field.validations, value);
        break;
      case 'Link':
        if (!isLinkValue(value, field.linkType))
          return void problem(`must be a link { sys: { type: 'Link', linkType: '${field.linkType}', id } }`);
        this.link(item, where, value, field.validations);
        break;
      case 'Array': {
        if (!Array.isArray(value)) return void problem('Array must be a list');
        const items = field.items;
        value.forEach((element: unknown, index) => {
          const at = `${where}[${index}]`;
          if (items?.type === 'Symbol') {
            if (typeof element !== 'string') return void this.problems.push(`${at}: must be a string`);
            if (element.length > SYMBOL_MAX) this.problems.push(`${at}: longer than ${SYMBOL_MAX} characters`);
            this.validations(at, items.validations, element);
          } else if (items?.type === 'Link') {
            if (!isLinkValue(element, items.linkType)) {
              return void this.problems.push(
                `${at}: must be a link { sys: { type: 'Link', linkType: '${items.linkType}', id } }`,
              );
            }
            this.link(item, at, element, items.validations);
          }
        });
        break;
      }
    }
    this.validations(where, field.validations, value);
    if (
      field.validations.some((validation) => validation.unique) &&
      (typeof value === 'string' || typeof value === 'number')
    ) {
      const key = `${typeId}.${field.id}[${locale}]`;
      const values = this.uniqueValues.get(key) ?? new Map<string, string[]>();
      this.uniqueValues.set(key, values);
      values.set(String(value), [...(values.get(String(value)) ?? []), item.sys.id]);
    }
  }

  /** `size`, `range`, `in` and `regexp` of one value (a field value or an Array item). */
  private validations(where: string, validations: readonly FieldValidation[], value: unknown): void {
    for (const validation of validations) {
      if (validation.size) {
        const length = typeof value === 'string' || Array.isArray(value) ? value.length : undefined;
        const { min, max } = validation.size;
        if (length !== undefined && ((min !== undefined && length < min) || (max !== undefined && length > max))) {
          this.problems.push(`${where}: size ${length} outside ${min ?? 0}..${max ?? '∞'}`);
        }
      }
      if (validation.range && typeof value === 'number') {
        const { min, max } = validation.range;
        if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
          this.problems.push(`${where}: ${value} outside ${min ?? '-∞'}..${max ?? '∞'}`);
        }
      }
      if (validation.in && (typeof value === 'string' || typeof value === 'number') && !validation.in.includes(value)) {
        this.problems.push(`${where}: "${value}" is not one of ${validation.in.join(', ')}`);
      }
      if (validation.regexp && typeof value === 'string') {
        const pattern = new RegExp(validation.regexp.pattern, validation.regexp.flags ?? undefined);
        if (!pattern.test(value))
          this.problems.push(`${where}: "${value}" does not match ${validation.regexp.pattern}`);
      }
      if (validation.prohibitRegexp && typeof value === 'string') {
        const pattern = new RegExp(validation.prohibitRegexp.pattern, validation.prohibitRegexp.flags ?? undefined);
        if (pattern.test(value))
          this.problems.push(
            `${where}: "${value}" is refused (${validation.message ?? validation.prohibitRegexp.pattern})`,
          );
      }
    }
  }

  private link(item: ValidatedEntity, where: string, value: LinkValue, validations: readonly FieldValidation[]): void {
    const { linkType, id } = value.sys;
    const target = (linkType === 'Entry' ? this.entries : this.assets).get(id);
    if (!target) return void this.problems.push(`${where}: links to the missing ${linkType.toLowerCase()} "${id}"`);
    if (isPublished(item) && !isPublished(target))
      this.problems.push(`${where}: published, but links to the draft "${id}"`);
    for (const validation of validations) {
      if (validation.linkContentType && linkType === 'Entry') {
        const targetType = target.sys.contentType?.sys.id ?? '';
        if (!validation.linkContentType.includes(targetType)) {
          this.problems.push(
            `${where}: links to "${id}" of type "${targetType}", not one of ${validation.linkContentType.join(', ')}`,
          );
        }
      }
      if (validation.linkMimetypeGroup && linkType === 'Asset') {
        const files = Object.values(target.fields.file ?? {}) as { contentType?: string }[];
        for (const file of files) {
          const group = mimetypeGroup(file.contentType ?? '');
          if (!validation.linkMimetypeGroup.includes(group)) {
            this.problems.push(
              `${where}: asset "${id}" is ${file.contentType}, not ${validation.linkMimetypeGroup.join(' or ')}`,
            );
          }
        }
      }
    }
  }

  /**
   * A rule's list field: linked entries (each locale's list on its own) grouped by the value of
   * `distinctBy` (a link's target id, or the value), in the default locale; a group of two or more is
   * one problem. Missing links are reported by `link`.
   */
  private distinctLinks(rule: DistinctLinksRule): void {
    for (const item of this.space.entries) {
      if (item.sys.contentType?.sys.id !== rule.contentTypeId) continue;
      for (const [locale, value] of Object.entries(item.fields[rule.fieldId] ?? {})) {
        if (!Array.isArray(value)) continue;
        const byValue = new Map<string, string[]>();
        for (const element of value) {
          if (!isLinkValue(element, 'Entry')) continue;
          const target = this.entries.get(element.sys.id);
          const shared = target?.fields[rule.distinctBy]?.[this.defaultLocale];
          if (shared === undefined || shared === null) continue;
          const key = isLinkValue(shared) ? `"${shared.sys.id}"` : JSON.stringify(shared);
          byValue.set(key, [...(byValue.get(key) ?? []), element.sys.id]);
        }
        for (const [key, ids] of byValue) {
          if (ids.length < 2) continue;
          this.problems.push(
            `${item.sys.id}.${rule.fieldId}[${locale}]: ${ids.join(' and ')} have the same ${rule.distinctBy} (${key}). ${rule.message}`,
          );
        }
      }
    }
  }

  private richText(where: string, validations: readonly FieldValidation[], document: Record<string, unknown>): void {
    const nodeTypes = validations.find((validation) => validation.enabledNodeTypes)?.enabledNodeTypes;
    const marks = validations.find((validation) => validation.enabledMarks)?.enabledMarks;
    const visit = (node: unknown, path: string): void => {
      if (!isObject(node) || typeof node.nodeType !== 'string' || !isObject(node.data)) {
        return void this.problems.push(`${path}: not a rich-text node`);
      }
      const nodeType = node.nodeType;
      if (nodeTypes && !ALWAYS_ALLOWED_NODE_TYPES.has(nodeType) && !nodeTypes.includes(nodeType)) {
        this.problems.push(`${path}: node type "${nodeType}" is not enabled`);
      }
      if (nodeType === 'text') {
        if (typeof node.value !== 'string' || !Array.isArray(node.marks))
          this.problems.push(`${path}: a text node needs value and marks`);
        for (const mark of Array.isArray(node.marks) ? node.marks : []) {
          const type = isObject(mark) ? mark.type : undefined;
          if (marks && (typeof type !== 'string' || !marks.includes(type)))
            this.problems.push(`${path}: mark "${String(type)}" is not enabled`);
        }
        return;
      }
      if (nodeType === 'hyperlink' && typeof node.data.uri !== 'string')
        this.problems.push(`${path}: a hyperlink needs data.uri`);
      if (!Array.isArray(node.content)) return void this.problems.push(`${path}: "${nodeType}" needs content`);
      node.content.forEach((child: unknown, index) => visit(child, `${path}/${index}`));
    };
    visit(document, where);
  }

  private asset(item: ValidatedEntity): void {
    const id = item.sys.id;
    const title = item.fields.title;
    if (!isObject(title) || typeof title[this.defaultLocale] !== 'string')
      this.problems.push(`asset ${id}: no title in ${this.defaultLocale}`);
    const files = item.fields.file;
    if (!isObject(files) || !isObject(files[this.defaultLocale]))
      return void this.problems.push(`asset ${id}: no file in ${this.defaultLocale}`);
    for (const [code, file] of Object.entries(files)) {
      if (!this.localeCodes.has(code)) this.problems.push(`asset ${id}: file in unknown locale "${code}"`);
      if (
        !isObject(file) ||
        typeof file.url !== 'string' ||
        typeof file.fileName !== 'string' ||
        typeof file.contentType !== 'string'
      ) {
        this.problems.push(`asset ${id}: file[${code}] needs url, fileName and contentType`);
        continue;
      }
      const details = file.details;
      if (!isObject(details) || typeof details.size !== 'number' || details.size <= 0)
        this.problems.push(`asset ${id}: file[${code}] needs a size in bytes`);
      if (file.contentType.startsWith('image/')) {
        const image = isObject(details) ? details.image : undefined;
        if (!isObject(image) || !Number.isInteger(image.width) || !Number.isInteger(image.height)) {
          this.problems.push(`asset ${id}: image file[${code}] needs width and height`);
        }
      }
    }
  }
}

/** Contentful's `linkMimetypeGroup` of a MIME type (the groups this model uses). */
export function mimetypeGroup(contentType: string): string {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('video/')) return 'video';
  if (contentType === 'application/pdf') return 'pdfdocument';
  return 'attachment';
}

export function validateSpaceExport(
  space: ValidatedSpace,
  model: ContentModel,
  options: ValidateOptions = {},
): string[] {
  return new Validator(space, model, options).run();
}

/** The command line: validates the space export at `argv[0]` against the content model; 0 when valid, 1 otherwise. */
export function main(
  argv: readonly string[] = process.argv.slice(2),
  log: (line: string) => void = console.log,
): number {
  const [file] = argv;
  if (!file) {
    log('usage: npx tsx packages/cms/export/validate.ts <space export .json>');
    return 1;
  }
  const problems = validateSpaceExport(JSON.parse(readFileSync(file, 'utf8')) as ValidatedSpace, contentModel);
  for (const problem of problems) log(problem);
  log(
    problems.length === 0
      ? `${file}: valid against the content model.`
      : `${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
  );
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
