/**
 * A small typed DSL for the Contentful content model.
 *
 * Each field builder returns both halves Contentful keeps apart: the field
 * definition that goes into the content type, and the control (widget + help
 * text) that goes into the content type's editor interface. `defineContentType`
 * puts them together and returns both documents in exactly the shape a
 * `contentful space export` file holds, so the model can be imported with
 * contentful-import or pushed with the Content Management API unchanged.
 *
 * Every builder takes a `help` text: the sentence an editor reads under the
 * field in the Contentful web app. Write it for someone who is not technical.
 */
import { type ContentTypeId } from './ids';
import {
  ENTITY_ID_PATTERN,
  HEX_COLOUR_PATTERN,
  HTTP_URL_PATTERN,
  ICON_NAME_PATTERN,
  LINK_PATTERN,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from './patterns';

/** Contentful's field types (RichText is a type of its own; Array carries `items`). */
export type FieldType =
  'Symbol' | 'Text' | 'RichText' | 'Integer' | 'Number' | 'Boolean' | 'Date' | 'Object' | 'Location' | 'Link' | 'Array';

export type LinkType = 'Entry' | 'Asset';

/** The asset kinds Contentful's `linkMimetypeGroup` validation accepts (those this model uses). */
export type MimetypeGroup = 'image' | 'video' | 'pdfdocument' | 'attachment';

export interface NumberRange {
  min?: number;
  max?: number;
}

/** One entry of a field's (or an Array's items') `validations` list, as Contentful stores it. */
export interface FieldValidation {
  size?: NumberRange;
  range?: NumberRange;
  in?: (string | number)[];
  regexp?: { pattern: string; flags?: string | null };
  /** Contentful's "prohibit a specific pattern": a value matching it is refused. */
  prohibitRegexp?: { pattern: string; flags?: string | null };
  unique?: boolean;
  linkContentType?: string[];
  linkMimetypeGroup?: string[];
  enabledNodeTypes?: string[];
  enabledMarks?: string[];
  nodes?: Record<string, unknown>;
  message?: string | null;
}

export interface ArrayItems {
  type: 'Symbol' | 'Link';
  linkType?: LinkType;
  validations: FieldValidation[];
}

/** A field of a content type, as in a space export. */
export interface ContentTypeField {
  id: string;
  name: string;
  type: FieldType;
  localized: boolean;
  required: boolean;
  disabled: false;
  omitted: false;
  validations: FieldValidation[];
  linkType?: LinkType;
  items?: ArrayItems;
}

/** A content type, as in a space export (without the server-managed sys properties). */
export interface ContentTypeDefinition {
  sys: { id: string; type: 'ContentType' };
  name: string;
  description: string;
  displayField: string;
  fields: ContentTypeField[];
}

/** Contentful's builtin field editors used by this model. */
export type WidgetId =
  | 'singleLine'
  | 'slugEditor'
  | 'urlEditor'
  | 'dropdown'
  | 'radio'
  | 'multipleLine'
  | 'markdown'
  | 'richTextEditor'
  | 'numberEditor'
  | 'boolean'
  | 'datePicker'
  | 'objectEditor'
  | 'entryLinkEditor'
  | 'entryLinksEditor'
  | 'assetLinkEditor'
  | 'assetLinksEditor'
  | 'tagEditor'
  | 'checkbox'
  | 'listInput';

export interface ControlSettings {
  helpText: string;
  [setting: string]: string | number | boolean;
}

/** One control of an editor interface: which widget edits the field and the help text shown under it. */
export interface EditorControl {
  fieldId: string;
  widgetId: WidgetId;
  widgetNamespace: 'builtin';
  settings: ControlSettings;
}

export interface EditorInterfaceDefinition {
  sys: {
    id: 'default';
    type: 'EditorInterface';
    contentType: { sys: { id: string; type: 'Link'; linkType: 'ContentType' } };
  };
  controls: EditorControl[];
}

/**
 * A rule over the entries a list field links to that Contentful's field
 * validations cannot express (they see one field of one entry, never the
 * entries it links to): no two linked entries may share the value of
 * `distinctBy`, e.g. two prices of one package for the same market. Contentful
 * publishes such an entry anyway, so the rule lives beside the model and
 * `validateSpaceExport` (packages/cms/export/validate.ts) refuses it with `message`.
 */
export interface DistinctLinksRule {
  contentTypeId: string;
  fieldId: string;
  /** The field of the linked entries whose value (or link target) must differ between them. */
  distinctBy: string;
  /** What the editor reads, e.g. "A package has one price per market: ...". */
  message: string;
}

/** What a field builder returns: the field, its control and any rule over the entries it links to. */
export interface FieldSpec {
  field: ContentTypeField;
  control: EditorControl;
  distinct?: Pick<DistinctLinksRule, 'distinctBy' | 'message'>;
}

/** Both documents of one content type, and the rules Contentful cannot hold for it. */
export interface DefinedContentType {
  contentType: ContentTypeDefinition;
  editorInterface: EditorInterfaceDefinition;
  rules: DistinctLinksRule[];
}

// ---------------------------------------------------------------------------
// Options

export interface BaseOptions {
  /** Help text for editors, shown under the field in the web app. Required on every field. */
  help: string;
  /** Label shown to editors; derived from the id when omitted ('numberOfDays' -> 'Number of days'). */
  name?: string;
  required?: boolean;
  /** One value per language (en-UK, it-IT, pt-PT, es-ES) instead of one for all. */
  localized?: boolean;
}

export interface SymbolOptions extends BaseOptions {
  unique?: boolean;
  /** Allowed values; the editor gets a dropdown. */
  in?: readonly string[];
  regexp?: { pattern: string; flags?: string; message?: string };
  /** Values refused whatever `regexp` allows (Contentful's prohibitRegexp), e.g. the site's own path segments for a page slug. */
  prohibit?: { pattern: string; message: string };
  /** Length limits in characters (a Symbol holds at most 256). */
  size?: NumberRange;
  /** Editor widget; defaults to `dropdown` with `in`, else `singleLine`. */
  widget?: 'singleLine' | 'slugEditor' | 'urlEditor' | 'dropdown' | 'radio';
}

export interface TextOptions extends BaseOptions {
  size?: NumberRange;
  /** `markdown` (formatting toolbar) or `multipleLine` (plain text area, the default). */
  widget?: 'markdown' | 'multipleLine';
}

export type RichTextOptions = BaseOptions;

export interface NumberOptions extends BaseOptions {
  range?: NumberRange;
  in?: readonly number[];
  unique?: boolean;
}

export interface BooleanOptions extends BaseOptions {
  trueLabel?: string;
  falseLabel?: string;
}

export interface DateOptions extends BaseOptions {
  /** A date and a time of day with its time zone (the editor picks both), instead of a calendar date. */
  withTime?: boolean;
}
export type JsonOptions = BaseOptions;

export interface AssetOptions extends BaseOptions {
  /** Accepted asset kinds, e.g. ['image']. */
  mimetypes?: readonly MimetypeGroup[];
}

export interface ArrayOptions {
  max?: number;
  min?: number;
}

export interface EntryLinksOptions extends BaseOptions, ArrayOptions {
  /**
   * No two linked entries may have the same value in this field of theirs (see
   * `DistinctLinksRule`); `message` is also the size validation's message, so
   * Contentful says it when the list is over `max`.
   */
  distinct?: { by: string; message: string };
}
export type AssetLinksOptions = AssetOptions & ArrayOptions;

export interface SymbolsOptions extends BaseOptions, ArrayOptions {
  /** Allowed values for each item; the editor gets checkboxes. */
  in?: readonly string[];
  /** Pattern each item must match. */
  regexp?: { pattern: string; flags?: string; message?: string };
}

// ---------------------------------------------------------------------------
// Shared validations

// The patterns live in ./patterns.ts, which client code reads without this module's builders.
export {
  ENTITY_ID_PATTERN,
  HEX_COLOUR_PATTERN,
  HTTP_URL_PATTERN,
  ICON_NAME_PATTERN,
  LINK_PATTERN,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
};

/**
 * Contentful shows help texts under the field; keep them to a sentence or two.
 * (255 is the limit this project sets itself, comfortably below what the web app wraps.)
 */
export const HELP_TEXT_MAX_LENGTH = 255;

const FIELD_ID_PATTERN = /^[a-z][a-zA-Z0-9]*$/;
const CONTENT_TYPE_ID_PATTERN = /^[a-z][a-zA-Z0-9]*$/;

// ---------------------------------------------------------------------------
// Builders

/** 'numberOfDays' -> 'Number of days'. */
export function humanize(id: string): string {
  const words = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function checkFieldId(id: string): void {
  if (!FIELD_ID_PATTERN.test(id) || id.length > 64) {
    throw new Error(`Field id "${id}" must be lowerCamelCase letters and digits (at most 64 characters).`);
  }
}

function checkHelp(id: string, help: string): void {
  const text = help.trim();
  if (text.length === 0) throw new Error(`Field "${id}" needs a help text for editors.`);
  if (text.length > HELP_TEXT_MAX_LENGTH) {
    throw new Error(
      `The help text of field "${id}" is ${text.length} characters long; keep it to ${HELP_TEXT_MAX_LENGTH}.`,
    );
  }
}

function sizeValidation(range: NumberRange | undefined, message?: string): FieldValidation[] {
  if (!range || (range.min === undefined && range.max === undefined)) return [];
  const size: NumberRange = {};
  if (range.min !== undefined) size.min = range.min;
  if (range.max !== undefined) size.max = range.max;
  return [message ? { size, message } : { size }];
}

function regexpValidation(regexp: SymbolOptions['regexp']): FieldValidation[] {
  if (!regexp) return [];
  new RegExp(regexp.pattern, regexp.flags); // throws on a malformed pattern
  const validation: FieldValidation = { regexp: { pattern: regexp.pattern, flags: regexp.flags ?? null } };
  if (regexp.message) validation.message = regexp.message;
  return [validation];
}

function makeField(
  id: string,
  type: FieldType,
  opts: BaseOptions,
  validations: FieldValidation[],
  widgetId: WidgetId,
  extra: Partial<Pick<ContentTypeField, 'linkType' | 'items'>> = {},
  settings: Omit<ControlSettings, 'helpText'> = {},
): FieldSpec {
  checkFieldId(id);
  checkHelp(id, opts.help);
  const field: ContentTypeField = {
    id,
    name: opts.name ?? humanize(id),
    type,
    localized: opts.localized ?? false,
    required: opts.required ?? false,
    disabled: false,
    omitted: false,
    validations,
    ...extra,
  };
  return {
    field,
    control: {
      fieldId: id,
      widgetId,
      widgetNamespace: 'builtin',
      settings: { helpText: opts.help.trim(), ...settings },
    },
  };
}

/** Short text (at most 256 characters): names, titles, codes, slugs, URLs. */
export function symbol(id: string, opts: SymbolOptions): FieldSpec {
  const validations: FieldValidation[] = [];
  if (opts.unique) validations.push({ unique: true });
  if (opts.in) validations.push({ in: [...opts.in] });
  validations.push(...sizeValidation(opts.size));
  validations.push(...regexpValidation(opts.regexp));
  if (opts.prohibit) {
    new RegExp(opts.prohibit.pattern); // throws on a malformed pattern
    validations.push({
      prohibitRegexp: { pattern: opts.prohibit.pattern, flags: null },
      message: opts.prohibit.message,
    });
  }
  const widget = opts.widget ?? (opts.in ? 'dropdown' : 'singleLine');
  return makeField(id, 'Symbol', opts, validations, widget);
}

/**
 * A URL slug: localized, required and unique unless told otherwise, lower-case
 * kebab-case and at most 80 characters (the route table's limit).
 */
export function slug(id: string, opts: Omit<SymbolOptions, 'regexp' | 'in' | 'widget'>): FieldSpec {
  return symbol(id, {
    localized: true,
    required: true,
    unique: true,
    size: { max: SLUG_MAX_LENGTH },
    ...opts,
    regexp: {
      pattern: SLUG_PATTERN,
      message: 'Use lower-case letters, digits and single hyphens only, e.g. "south-america".',
    },
    widget: 'slugEditor',
  });
}

/**
 * A link target. `absolute: true` requires a full http(s) address; otherwise
 * a path on this site such as /en/contact-us/ is accepted as well.
 */
export function url(
  id: string,
  opts: Omit<SymbolOptions, 'regexp' | 'in' | 'widget'> & { absolute?: boolean },
): FieldSpec {
  const { absolute, ...rest } = opts;
  return symbol(id, {
    ...rest,
    regexp: absolute
      ? { pattern: HTTP_URL_PATTERN, message: 'Enter a full web address starting with https://' }
      : {
          pattern: LINK_PATTERN,
          message:
            'Enter a full web address (https://...), a path on this site starting with /, or a mailto: or tel: link.',
        },
    widget: 'urlEditor',
  });
}

/** A CSS colour such as #d40e14. */
export function colour(id: string, opts: Omit<SymbolOptions, 'regexp' | 'in' | 'widget'>): FieldSpec {
  return symbol(id, {
    ...opts,
    regexp: { pattern: HEX_COLOUR_PATTERN, message: 'Enter a colour code such as #d40e14.' },
  });
}

/** The name of an icon of the site's icon set, e.g. "phone". */
export function icon(id: string, opts: Omit<SymbolOptions, 'regexp' | 'in' | 'widget'>): FieldSpec {
  return symbol(id, {
    ...opts,
    regexp: { pattern: ICON_NAME_PATTERN, message: 'Use the icon name in lower case, e.g. "phone" or "sun".' },
  });
}

/** Long text. */
export function text(id: string, opts: TextOptions): FieldSpec {
  return makeField(id, 'Text', opts, sizeValidation(opts.size), opts.widget ?? 'multipleLine');
}

/** The rich-text formatting editors may use: paragraphs, headings, lists, quotes, links. No embedded entries. */
export const RICH_TEXT_NODE_TYPES = [
  'heading-2',
  'heading-3',
  'heading-4',
  'ordered-list',
  'unordered-list',
  'hr',
  'blockquote',
  'hyperlink',
] as const;
export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline'] as const;

/** Formatted text (Contentful rich text) limited to simple formatting and web links. */
export function richText(id: string, opts: RichTextOptions): FieldSpec {
  return makeField(
    id,
    'RichText',
    opts,
    [
      {
        enabledNodeTypes: [...RICH_TEXT_NODE_TYPES],
        message: 'Only headings, lists, quotes, dividers and web links are allowed here.',
      },
      { enabledMarks: [...RICH_TEXT_MARKS], message: 'Only bold, italic and underline are allowed here.' },
    ],
    'richTextEditor',
  );
}

function numberValidations(opts: NumberOptions): FieldValidation[] {
  const validations: FieldValidation[] = [];
  if (opts.unique) validations.push({ unique: true });
  if (opts.in) validations.push({ in: [...opts.in] });
  if (opts.range && (opts.range.min !== undefined || opts.range.max !== undefined)) {
    validations.push({ range: { ...opts.range } });
  }
  return validations;
}

/** A whole number. */
export function integer(id: string, opts: NumberOptions): FieldSpec {
  return makeField(id, 'Integer', opts, numberValidations(opts), opts.in ? 'dropdown' : 'numberEditor');
}

/** A decimal number (prices). */
export function number(id: string, opts: NumberOptions): FieldSpec {
  return makeField(id, 'Number', opts, numberValidations(opts), opts.in ? 'dropdown' : 'numberEditor');
}

/** A yes/no switch. */
export function boolean(id: string, opts: BooleanOptions): FieldSpec {
  return makeField(
    id,
    'Boolean',
    opts,
    [],
    'boolean',
    {},
    {
      trueLabel: opts.trueLabel ?? 'Yes',
      falseLabel: opts.falseLabel ?? 'No',
    },
  );
}

/** A calendar date (no time), or with `withTime` a moment: date, time of day and time zone. */
export function date(id: string, opts: DateOptions): FieldSpec {
  const { withTime, ...rest } = opts;
  return makeField(id, 'Date', rest, [], 'datePicker', {}, { format: withTime ? 'timeZ' : 'dateonly', ampm: '24' });
}

/** Free-form JSON (Contentful's Object type). */
export function json(id: string, opts: JsonOptions): FieldSpec {
  return makeField(id, 'Object', opts, [], 'objectEditor');
}

function linkContentTypeValidation(contentTypeIds: readonly ContentTypeId[]): FieldValidation[] {
  if (contentTypeIds.length === 0) throw new Error('An entry link must name at least one content type.');
  return [{ linkContentType: [...contentTypeIds] }];
}

function mimetypeValidation(mimetypes: readonly MimetypeGroup[] | undefined): FieldValidation[] {
  return mimetypes && mimetypes.length > 0 ? [{ linkMimetypeGroup: [...mimetypes] }] : [];
}

/** A reference to one entry of the given content types. */
export function entryLink(id: string, contentTypeIds: readonly ContentTypeId[], opts: BaseOptions): FieldSpec {
  return makeField(id, 'Link', opts, linkContentTypeValidation(contentTypeIds), 'entryLinkEditor', {
    linkType: 'Entry',
  });
}

/** A reference to one asset (image, video, file). */
export function assetLink(id: string, opts: AssetOptions): FieldSpec {
  return makeField(id, 'Link', opts, mimetypeValidation(opts.mimetypes), 'assetLinkEditor', { linkType: 'Asset' });
}

function arraySize(opts: ArrayOptions, message?: string): FieldValidation[] {
  return sizeValidation({ min: opts.min, max: opts.max }, message);
}

/**
 * An ordered list of references to entries of the given content types, with a `size` validation
 * and, with `distinct`, a rule that no two of them share a value (`DistinctLinksRule`).
 */
export function entryLinks(id: string, contentTypeIds: readonly ContentTypeId[], opts: EntryLinksOptions): FieldSpec {
  const { distinct, ...rest } = opts;
  const spec = makeField(id, 'Array', rest, arraySize(rest, distinct?.message), 'entryLinksEditor', {
    items: { type: 'Link', linkType: 'Entry', validations: linkContentTypeValidation(contentTypeIds) },
  });
  if (!distinct) return spec;
  if (!FIELD_ID_PATTERN.test(distinct.by))
    throw new Error(`Field "${id}": distinct.by "${distinct.by}" must be a field id.`);
  if (distinct.message.trim() === '') throw new Error(`Field "${id}": distinct needs a message for editors.`);
  return { ...spec, distinct: { distinctBy: distinct.by, message: distinct.message.trim() } };
}

/** An ordered list of assets. */
export function assetLinks(id: string, opts: AssetLinksOptions): FieldSpec {
  return makeField(id, 'Array', opts, arraySize(opts), 'assetLinksEditor', {
    items: { type: 'Link', linkType: 'Asset', validations: mimetypeValidation(opts.mimetypes) },
  });
}

/** A list of short texts (tags); with `in`, a set of checkboxes of allowed values. */
export function symbols(id: string, opts: SymbolsOptions): FieldSpec {
  const itemValidations: FieldValidation[] = [];
  if (opts.in) itemValidations.push({ in: [...opts.in] });
  itemValidations.push(...regexpValidation(opts.regexp));
  return makeField(id, 'Array', opts, arraySize(opts), opts.in ? 'checkbox' : 'tagEditor', {
    items: { type: 'Symbol', validations: itemValidations },
  });
}

// ---------------------------------------------------------------------------
// Content types

export interface ContentTypeInput {
  /** lowerCamelCase; becomes the GraphQL type (`continent` -> `Continent`, `continentCollection`). */
  id: ContentTypeId;
  name: string;
  /** What this content type is for, shown to editors in the content model. */
  description: string;
  /** The Symbol field used as the entry's title in lists and references. */
  displayField: string;
  fields: readonly FieldSpec[];
}

/** Builds the content type and its editor interface, checking the definition is consistent. */
export function defineContentType(input: ContentTypeInput): DefinedContentType {
  const { id, name, description, displayField, fields } = input;
  if (!CONTENT_TYPE_ID_PATTERN.test(id) || id.length > 64) {
    throw new Error(`Content type id "${id}" must be lowerCamelCase letters and digits.`);
  }
  if (fields.length === 0) throw new Error(`Content type "${id}" has no fields.`);
  if (fields.length > 50) throw new Error(`Content type "${id}" has ${fields.length} fields; Contentful allows 50.`);
  const seen = new Set<string>();
  for (const { field } of fields) {
    if (seen.has(field.id)) throw new Error(`Content type "${id}" defines field "${field.id}" twice.`);
    seen.add(field.id);
  }
  const display = fields.find(({ field }) => field.id === displayField)?.field;
  if (!display) throw new Error(`Content type "${id}": display field "${displayField}" is not one of its fields.`);
  if (display.type !== 'Symbol') {
    throw new Error(`Content type "${id}": display field "${displayField}" must be a Symbol, not ${display.type}.`);
  }
  return {
    contentType: {
      sys: { id, type: 'ContentType' },
      name,
      description,
      displayField,
      fields: fields.map(({ field }) => field),
    },
    editorInterface: {
      sys: {
        id: 'default',
        type: 'EditorInterface',
        contentType: { sys: { id, type: 'Link', linkType: 'ContentType' } },
      },
      controls: fields.map(({ control }) => control),
    },
    rules: fields.flatMap(({ field, distinct }) =>
      distinct ? [{ contentTypeId: id, fieldId: field.id, ...distinct }] : [],
    ),
  };
}
