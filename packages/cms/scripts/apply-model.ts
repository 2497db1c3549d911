/**
 * Plans and applies the content model of `packages/cms/model` to a Contentful space.
 *
 *   CONTENTFUL_SPACE_ID=...  CONTENTFUL_MANAGEMENT_TOKEN=...  [CONTENTFUL_ENVIRONMENT=master]  apply-model [--dry-run]
 *
 * - `planModelChanges(current, desired)` compares what a space holds with the
 *   model and lists the changes in words: locales and content types to create,
 *   fields to add, change or remove, help texts and widgets to update.
 * - `applyModel(options)` reads the space, prints the plan and, unless
 *   `dryRun`, applies it: locales, then each content type (created or updated,
 *   then published), then its editor interface. Without a token a dry run plans
 *   against an empty space, so the plan can be read without credentials.
 *
 * Why the Content Management API and not contentful-import: contentful-import
 * overwrites content types wholesale, so it cannot remove a field (Contentful
 * requires omitting it and publishing first, then deleting it), it publishes
 * content types only when the payload carries `sys.publishedVersion`, and it
 * cannot report what it is about to change. `contentModel` is still in the
 * space-export shape, so contentful-import remains usable for a fresh space.
 *
 * Contentful cannot change a field's type or link kind, nor the default
 * locale, through an update: the plan reports those as blocked and
 * `applyModel` refuses to start until they are resolved by hand. The model
 * replaces such a field by one with a new id instead; where the old field's
 * content must survive, a conversion (./conversions.ts) moves it into the new
 * field before the old one is removed (a special journey's and a
 * hero banner's single `price` becomes their prices per market).
 */
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { contentModel as defaultModel, type ContentModel } from '../model';
import {
  type ContentTypeDefinition,
  type ContentTypeField,
  type EditorControl,
  type EditorInterfaceDefinition,
  type FieldValidation,
} from '../model/define';
import { defaultContentfulLocale, type ContentfulLocale } from '../model/locales';
import { fieldConversions as defaultConversions, isEmptyField, type FieldConversion } from './conversions';

// ---------------------------------------------------------------------------
// What a space holds (the parts of the Management API's objects this script reads)

export interface RemoteField {
  id: string;
  name: string;
  type: string;
  localized?: boolean;
  required?: boolean;
  disabled?: boolean;
  omitted?: boolean;
  deleted?: boolean;
  validations?: FieldValidation[];
  linkType?: string;
  items?: { type: string; linkType?: string; validations?: FieldValidation[] };
}

export interface RemoteContentType {
  sys: { id: string; type?: string; version?: number; publishedVersion?: number };
  name: string;
  description?: string | null;
  displayField?: string | null;
  fields: RemoteField[];
}

export interface RemoteControl {
  fieldId: string;
  widgetId?: string;
  widgetNamespace?: string;
  settings?: Record<string, unknown>;
}

export interface RemoteEditorInterface {
  sys: { contentType: { sys: { id: string } } };
  controls?: RemoteControl[];
}

export interface RemoteLocale {
  sys?: { id: string };
  code: string;
  name: string;
  default?: boolean;
  fallbackCode?: string | null;
  optional?: boolean;
  contentDeliveryApi?: boolean;
  contentManagementApi?: boolean;
}

export interface RemoteEntry {
  sys: {
    id: string;
    version?: number;
    publishedVersion?: number;
    archivedVersion?: number;
    contentType?: { sys: { id: string } };
  };
  /** Field id -> locale -> value. */
  fields: Record<string, Record<string, unknown> | undefined>;
}

// Objects from the API carry more properties (sys.space, apiName, ...); they
// pass through untouched when a content type or an entry is updated.

/**
 * The current state of a space. A bare array means "these content types, and
 * don't compare locales or editor interfaces".
 */
export interface SpaceModel {
  contentTypes: readonly RemoteContentType[];
  editorInterfaces?: readonly RemoteEditorInterface[];
  locales?: readonly RemoteLocale[];
}

export type DesiredModel = Pick<ContentModel, 'contentTypes'> &
  Partial<Pick<ContentModel, 'editorInterfaces' | 'locales'>>;

// ---------------------------------------------------------------------------
// The plan

export type ChangeKind =
  | 'createLocale'
  | 'updateLocale'
  | 'createContentType'
  | 'updateContentType'
  | 'addField'
  | 'changeField'
  | 'removeField'
  | 'reorderFields'
  | 'updateEditorInterface'
  | 'blocked';

export interface ModelChange {
  kind: ChangeKind;
  contentTypeId?: string;
  fieldId?: string;
  localeCode?: string;
  /** One line for people, e.g. `package: change field "categories": validations [at most 7 items] → [at most 10 items]`. */
  summary: string;
}

type Canonical = null | boolean | number | string | Canonical[] | { [key: string]: Canonical };

/** Drops null/undefined properties and sorts keys, so equal validations compare equal whatever their origin. */
function canonical(value: unknown): Canonical {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, canonical(v)] as const);
    return Object.fromEntries(entries);
  }
  if (value === undefined) return null;
  return value as Canonical;
}

function sameValidations(
  a: readonly FieldValidation[] | undefined,
  b: readonly FieldValidation[] | undefined,
): boolean {
  const left = (a ?? []).map((v) => JSON.stringify(canonical(v))).sort();
  const right = (b ?? []).map((v) => JSON.stringify(canonical(v))).sort();
  return left.length === right.length && left.every((item, index) => item === right[index]);
}

function range(r: { min?: number | null; max?: number | null }, unit: string): string {
  const min = r.min ?? undefined;
  const max = r.max ?? undefined;
  if (min !== undefined && max !== undefined) return `${min} to ${max}${unit}`;
  if (max !== undefined) return `at most ${max}${unit}`;
  if (min !== undefined) return `at least ${min}${unit}`;
  return 'any';
}

/** A validation in words, e.g. `at most 10 items`, `links to category`, `one of EUR, GBP`. */
export function describeValidation(validation: FieldValidation, isArray = false): string {
  const parts: string[] = [];
  if (validation.size) parts.push(range(validation.size, isArray ? ' items' : ' characters'));
  if (validation.range) parts.push(`value ${range(validation.range, '')}`);
  if (validation.in) parts.push(`one of ${validation.in.join(', ')}`);
  if (validation.regexp) parts.push(`matches /${validation.regexp.pattern}/${validation.regexp.flags ?? ''}`);
  if (validation.unique) parts.push('unique');
  if (validation.linkContentType) parts.push(`links to ${validation.linkContentType.join(', ')}`);
  if (validation.linkMimetypeGroup) parts.push(`files of type ${validation.linkMimetypeGroup.join(', ')}`);
  if (validation.enabledNodeTypes) parts.push(`rich text blocks ${validation.enabledNodeTypes.join(', ')}`);
  if (validation.enabledMarks) parts.push(`rich text marks ${validation.enabledMarks.join(', ')}`);
  const known = new Set([
    'size',
    'range',
    'in',
    'regexp',
    'unique',
    'linkContentType',
    'linkMimetypeGroup',
    'enabledNodeTypes',
    'enabledMarks',
    'message',
  ]);
  for (const [key, value] of Object.entries(validation)) {
    if (!known.has(key) && value !== undefined && value !== null) parts.push(`${key} ${JSON.stringify(value)}`);
  }
  return parts.join(', ') || 'none';
}

function describeValidations(validations: readonly FieldValidation[] | undefined, isArray = false): string {
  return `[${(validations ?? []).map((v) => describeValidation(v, isArray)).join('; ')}]`;
}

/** `Symbol`, `Link to Entry (continent)`, `Array of Link to Entry (category)`. */
export function describeFieldType(field: Pick<RemoteField, 'type' | 'linkType' | 'items' | 'validations'>): string {
  const linkTargets = (validations: readonly FieldValidation[] | undefined) => {
    const types = (validations ?? []).flatMap((v) => v.linkContentType ?? []);
    return types.length > 0 ? ` (${types.join(', ')})` : '';
  };
  if (field.type === 'Link') return `Link to ${field.linkType ?? '?'}${linkTargets(field.validations)}`;
  if (field.type === 'Array' && field.items) {
    const item = field.items.type === 'Link' ? `Link to ${field.items.linkType ?? '?'}` : field.items.type;
    return `Array of ${item}${linkTargets(field.items.validations)}`;
  }
  return field.type;
}

const yesNo = (value: boolean | undefined) => (value ? 'yes' : 'no');

interface FieldDifferences {
  /** Differences Contentful can apply in an update. */
  changes: string[];
  /** Differences it cannot (type, link kind, item type). */
  blockers: string[];
}

function compareFields(remote: RemoteField, desired: ContentTypeField): FieldDifferences {
  const changes: string[] = [];
  const blockers: string[] = [];
  const remoteType = describeFieldType({ type: remote.type, linkType: remote.linkType, items: remote.items });
  const desiredType = describeFieldType({ type: desired.type, linkType: desired.linkType, items: desired.items });
  if (remoteType !== desiredType) blockers.push(`type ${remoteType} → ${desiredType}`);
  if (remote.name !== desired.name) changes.push(`name "${remote.name}" → "${desired.name}"`);
  if (Boolean(remote.localized) !== desired.localized) {
    changes.push(`localized ${yesNo(remote.localized)} → ${yesNo(desired.localized)}`);
  }
  if (Boolean(remote.required) !== desired.required) {
    changes.push(`required ${yesNo(remote.required)} → ${yesNo(desired.required)}`);
  }
  if (Boolean(remote.disabled) !== desired.disabled)
    changes.push(`disabled ${yesNo(remote.disabled)} → ${yesNo(desired.disabled)}`);
  if (Boolean(remote.omitted) !== desired.omitted)
    changes.push(`omitted ${yesNo(remote.omitted)} → ${yesNo(desired.omitted)}`);
  const isArray = desired.type === 'Array';
  if (!sameValidations(remote.validations, desired.validations)) {
    changes.push(
      `validations ${describeValidations(remote.validations, isArray)} → ${describeValidations(desired.validations, isArray)}`,
    );
  }
  if (desired.items && remote.items && !sameValidations(remote.items.validations, desired.items.validations)) {
    changes.push(
      `item validations ${describeValidations(remote.items.validations)} → ${describeValidations(desired.items.validations)}`,
    );
  }
  return { changes, blockers };
}

/** Everything that differs between one content type in the space and the model. */
export interface ContentTypeDiff {
  id: string;
  create: boolean;
  /** name / description / displayField changes, in words. */
  meta: string[];
  added: ContentTypeField[];
  changed: { fieldId: string; changes: string[] }[];
  removed: RemoteField[];
  reordered: boolean;
  blockers: { fieldId: string; reason: string }[];
  /** Fields whose widget or help text differs (all fields when the content type is created). */
  controls: string[];
}

function controlsDiffer(remote: RemoteControl | undefined, desired: EditorControl): boolean {
  if (!remote) return true;
  if (remote.widgetId !== desired.widgetId || (remote.widgetNamespace ?? 'builtin') !== desired.widgetNamespace)
    return true;
  const settings = remote.settings ?? {};
  return Object.entries(desired.settings).some(([key, value]) => settings[key] !== value);
}

export function diffContentType(
  remote: RemoteContentType | undefined,
  desired: ContentTypeDefinition,
  remoteEditorInterface: RemoteEditorInterface | undefined,
  desiredEditorInterface: EditorInterfaceDefinition | undefined,
  compareEditorInterface: boolean,
): ContentTypeDiff {
  const id = desired.sys.id;
  const desiredControls = desiredEditorInterface?.controls ?? [];
  if (!remote) {
    return {
      id,
      create: true,
      meta: [],
      added: [...desired.fields],
      changed: [],
      removed: [],
      reordered: false,
      blockers: [],
      controls: desiredControls.map((control) => control.fieldId),
    };
  }
  const meta: string[] = [];
  if (remote.name !== desired.name) meta.push(`name "${remote.name}" → "${desired.name}"`);
  if ((remote.description ?? '') !== desired.description) meta.push('description');
  if ((remote.displayField ?? '') !== desired.displayField) {
    meta.push(`display field "${remote.displayField ?? ''}" → "${desired.displayField}"`);
  }
  // Fields already deleted in the space (pending publish) no longer count.
  const remoteFields = remote.fields.filter((field) => !field.deleted);
  const remoteById = new Map(remoteFields.map((field) => [field.id, field]));
  const desiredIds = new Set(desired.fields.map((field) => field.id));
  const added = desired.fields.filter((field) => !remoteById.has(field.id));
  const removed = remoteFields.filter((field) => !desiredIds.has(field.id));
  const changed: ContentTypeDiff['changed'] = [];
  const blockers: ContentTypeDiff['blockers'] = [];
  for (const field of desired.fields) {
    const current = remoteById.get(field.id);
    if (!current) continue;
    const differences = compareFields(current, field);
    for (const reason of differences.blockers) blockers.push({ fieldId: field.id, reason });
    if (differences.changes.length > 0) changed.push({ fieldId: field.id, changes: differences.changes });
  }
  const commonRemoteOrder = remoteFields.map((field) => field.id).filter((fieldId) => desiredIds.has(fieldId));
  const commonDesiredOrder = desired.fields.map((field) => field.id).filter((fieldId) => remoteById.has(fieldId));
  const reordered = commonRemoteOrder.some((fieldId, index) => fieldId !== commonDesiredOrder[index]);
  let controls: string[] = [];
  if (compareEditorInterface) {
    const remoteControls = new Map(
      (remoteEditorInterface?.controls ?? []).map((control) => [control.fieldId, control]),
    );
    controls = desiredControls
      .filter((control) => controlsDiffer(remoteControls.get(control.fieldId), control))
      .map((control) => control.fieldId);
  }
  return { id, create: false, meta, added, changed, removed, reordered, blockers, controls };
}

function contentTypeHasUpdates(diff: ContentTypeDiff): boolean {
  return (
    diff.meta.length > 0 ||
    diff.added.length > 0 ||
    diff.changed.length > 0 ||
    diff.removed.length > 0 ||
    diff.reordered
  );
}

/** The conversions that carry a removed field's content into a field of the model, for one content type's changes. */
function conversionsOf(
  diff: ContentTypeDiff,
  desired: ContentTypeDefinition,
  conversions: readonly FieldConversion[],
): FieldConversion[] {
  return conversions.filter(
    (conversion) =>
      conversion.contentTypeId === diff.id &&
      diff.removed.some((field) => field.id === conversion.from) &&
      desired.fields.some((field) => field.id === conversion.to),
  );
}

function changesOfContentType(
  diff: ContentTypeDiff,
  desired: ContentTypeDefinition,
  conversions: readonly FieldConversion[],
): ModelChange[] {
  const contentTypeId = diff.id;
  if (diff.create) {
    return [
      {
        kind: 'createContentType',
        contentTypeId,
        summary: `create content type "${contentTypeId}" (${desired.name}) with ${desired.fields.length} fields: ${desired.fields.map((field) => field.id).join(', ')}`,
      },
    ];
  }
  const changes: ModelChange[] = [];
  for (const { fieldId, reason } of diff.blockers) {
    changes.push({
      kind: 'blocked',
      contentTypeId,
      fieldId,
      summary: `${contentTypeId}: field "${fieldId}" cannot change ${reason}; Contentful cannot change a field's type. Give the new field a new id, move the content, then remove the old field.`,
    });
  }
  if (diff.meta.length > 0) {
    changes.push({
      kind: 'updateContentType',
      contentTypeId,
      summary: `${contentTypeId}: change ${diff.meta.join('; ')}`,
    });
  }
  for (const field of diff.added) {
    changes.push({
      kind: 'addField',
      contentTypeId,
      fieldId: field.id,
      summary: `${contentTypeId}: add field "${field.id}" (${describeFieldType(field)}${field.localized ? ', localized' : ''}${field.required ? ', required' : ''})`,
    });
  }
  for (const { fieldId, changes: what } of diff.changed) {
    changes.push({
      kind: 'changeField',
      contentTypeId,
      fieldId,
      summary: `${contentTypeId}: change field "${fieldId}": ${what.join('; ')}`,
    });
  }
  const converted = conversionsOf(diff, desired, conversions);
  for (const field of diff.removed) {
    const conversion = converted.find((item) => item.from === field.id);
    changes.push({
      kind: 'removeField',
      contentTypeId,
      fieldId: field.id,
      summary: conversion
        ? `${contentTypeId}: remove field "${field.id}" (${describeFieldType(field)}) once its content is in "${conversion.to}": ${conversion.description}; then it is omitted, published and deleted`
        : `${contentTypeId}: remove field "${field.id}" (${describeFieldType(field)}); it is omitted, published, then deleted, and its content is lost`,
    });
  }
  if (diff.reordered) {
    changes.push({
      kind: 'reorderFields',
      contentTypeId,
      summary: `${contentTypeId}: reorder fields to ${desired.fields.map((field) => field.id).join(', ')}`,
    });
  }
  if (diff.controls.length > 0) {
    changes.push({
      kind: 'updateEditorInterface',
      contentTypeId,
      summary: `${contentTypeId}: update editor widgets and help texts of ${diff.controls.join(', ')}`,
    });
  }
  return changes;
}

function planLocales(current: readonly RemoteLocale[], desired: readonly ContentfulLocale[]): ModelChange[] {
  const changes: ModelChange[] = [];
  const byCode = new Map(current.map((locale) => [locale.code, locale]));
  const currentDefault = current.find((locale) => locale.default);
  const desiredDefault = desired.find((locale) => locale.default);
  if (currentDefault && desiredDefault && currentDefault.code !== desiredDefault.code) {
    changes.push({
      kind: 'blocked',
      localeCode: desiredDefault.code,
      summary: `the default locale of the environment is ${currentDefault.code}, the model needs ${desiredDefault.code}. Change the default locale in Contentful (Settings → Locales) or create the environment with ${desiredDefault.code} as default, then run again.`,
    });
  }
  for (const locale of desired) {
    const existing = byCode.get(locale.code);
    const fallback = locale.fallbackCode ? `, falls back to ${locale.fallbackCode}` : '';
    if (!existing) {
      changes.push({
        kind: 'createLocale',
        localeCode: locale.code,
        summary: `create locale ${locale.code} "${locale.name}"${locale.default ? ' (default)' : ''}${fallback}${locale.optional ? ', optional' : ''}`,
      });
      continue;
    }
    const what: string[] = [];
    if (existing.name !== locale.name) what.push(`name "${existing.name}" → "${locale.name}"`);
    if ((existing.fallbackCode ?? null) !== locale.fallbackCode) {
      what.push(`fallback ${existing.fallbackCode ?? 'none'} → ${locale.fallbackCode ?? 'none'}`);
    }
    if (Boolean(existing.optional) !== locale.optional)
      what.push(`optional ${yesNo(existing.optional)} → ${yesNo(locale.optional)}`);
    if (existing.contentDeliveryApi === false) what.push('enable in the Content Delivery API');
    if (existing.contentManagementApi === false) what.push('enable in the Content Management API');
    if (what.length > 0) {
      changes.push({
        kind: 'updateLocale',
        localeCode: locale.code,
        summary: `update locale ${locale.code}: ${what.join('; ')}`,
      });
    }
  }
  return changes;
}

function asSpaceModel(current: SpaceModel | readonly RemoteContentType[]): SpaceModel {
  return Array.isArray(current) ? { contentTypes: current } : (current as SpaceModel);
}

function editorInterfaceOf<T extends { sys: { contentType: { sys: { id: string } } } }>(
  interfaces: readonly T[] | undefined,
  contentTypeId: string,
): T | undefined {
  return interfaces?.find((item) => item.sys.contentType.sys.id === contentTypeId);
}

/** The per-content-type differences, in the model's order. */
export function diffModel(
  current: SpaceModel | readonly RemoteContentType[],
  desired: DesiredModel,
): ContentTypeDiff[] {
  const space = asSpaceModel(current);
  const remoteById = new Map(space.contentTypes.map((contentType) => [contentType.sys.id, contentType]));
  return desired.contentTypes.map((contentType) =>
    diffContentType(
      remoteById.get(contentType.sys.id),
      contentType,
      editorInterfaceOf(space.editorInterfaces, contentType.sys.id),
      editorInterfaceOf(desired.editorInterfaces, contentType.sys.id),
      space.editorInterfaces !== undefined,
    ),
  );
}

/**
 * The changes that make the space match the model, in the order they are
 * applied: blocked items first, then locales, then content types. An empty
 * list means the space already matches.
 */
export function planModelChanges(
  current: SpaceModel | readonly RemoteContentType[],
  desired: DesiredModel = defaultModel,
  conversions: readonly FieldConversion[] = defaultConversions,
): ModelChange[] {
  const space = asSpaceModel(current);
  const localeChanges = space.locales && desired.locales ? planLocales(space.locales, desired.locales) : [];
  const contentTypeChanges = diffModel(space, desired).flatMap((diff) => {
    const definition = desired.contentTypes.find((contentType) => contentType.sys.id === diff.id);
    return definition ? changesOfContentType(diff, definition, conversions) : [];
  });
  const all = [...localeChanges, ...contentTypeChanges];
  return [...all.filter((change) => change.kind === 'blocked'), ...all.filter((change) => change.kind !== 'blocked')];
}

/** Content types in the space that the model does not define; the script leaves them alone. */
export function unmanagedContentTypes(
  current: SpaceModel | readonly RemoteContentType[],
  desired: DesiredModel = defaultModel,
): string[] {
  const known = new Set(desired.contentTypes.map((contentType) => contentType.sys.id));
  return asSpaceModel(current)
    .contentTypes.map((contentType) => contentType.sys.id)
    .filter((id) => !known.has(id));
}

const MARKS: Record<ChangeKind, string> = {
  blocked: '!',
  createLocale: '+',
  createContentType: '+',
  addField: '+',
  updateLocale: '~',
  updateContentType: '~',
  changeField: '~',
  reorderFields: '~',
  updateEditorInterface: '~',
  removeField: '-',
};

/** The plan as text, one change per line. */
export function formatPlan(changes: readonly ModelChange[]): string {
  if (changes.length === 0) return 'No changes: the space matches the content model.';
  const counts = new Map<string, number>();
  for (const change of changes) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
  const lines = changes.map((change) => `  ${MARKS[change.kind]} ${change.summary}`);
  const blocked = counts.get('blocked') ?? 0;
  return [
    `${changes.length} change${changes.length === 1 ? '' : 's'}${blocked > 0 ? `, ${blocked} blocked` : ''}:`,
    ...lines,
  ].join('\n');
}

// ---------------------------------------------------------------------------
// Configuration

const ENV_NAMES = {
  spaceId: 'CONTENTFUL_SPACE_ID',
  environmentId: 'CONTENTFUL_ENVIRONMENT',
  managementToken: 'CONTENTFUL_MANAGEMENT_TOKEN',
} as const;

export class ApplyModelConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Cannot apply the content model:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ApplyModelConfigError';
  }
}

const optionsSchema = z
  .object({
    spaceId: z
      .string()
      .regex(/^[a-zA-Z0-9]{1,64}$/, {
        message: 'must be a Contentful space id (letters and digits, e.g. "abc123xyz456")',
      })
      .optional(),
    environmentId: z
      .string()
      .regex(/^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,63}$/, {
        message: 'must be an environment id such as "master" or "staging"',
      })
      .default('master'),
    managementToken: z
      .string()
      .min(20, {
        message: 'does not look like a Content Management API token (create one under Settings → CMA tokens)',
      })
      .optional(),
    dryRun: z.boolean().default(false),
  })
  .superRefine((options, context) => {
    if (!options.managementToken && !options.dryRun) {
      context.addIssue({
        code: 'custom',
        path: ['managementToken'],
        message:
          'is required to apply the model; set it to a Content Management API token, or run with --dry-run to only print the plan',
      });
    }
    if (options.managementToken && !options.spaceId) {
      context.addIssue({ code: 'custom', path: ['spaceId'], message: 'is required: the id of the space to change' });
    }
  });

export type ApplyModelOptions = z.input<typeof optionsSchema>;
type ValidOptions = z.output<typeof optionsSchema>;

function validateOptions(options: ApplyModelOptions): ValidOptions {
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = optionsSchema.safeParse(defined);
  if (result.success) return result.data;
  throw new ApplyModelConfigError(
    result.error.issues.map((issue) => {
      const key = issue.path[0];
      const name =
        typeof key === 'string' && key in ENV_NAMES
          ? ENV_NAMES[key as keyof typeof ENV_NAMES]
          : String(key ?? 'options');
      return `${name}: ${issue.message}`;
    }),
  );
}

/**
 * The options from CONTENTFUL_SPACE_ID, CONTENTFUL_ENVIRONMENT and CONTENTFUL_MANAGEMENT_TOKEN
 * (empty counts as unset). `applyModel` validates them, naming the variable in each message.
 */
export function readApplyModelEnv(env: Record<string, string | undefined>, dryRun = false): ApplyModelOptions {
  return {
    spaceId: env.CONTENTFUL_SPACE_ID || undefined,
    environmentId: env.CONTENTFUL_ENVIRONMENT || undefined,
    managementToken: env.CONTENTFUL_MANAGEMENT_TOKEN || undefined,
    dryRun,
  };
}

// ---------------------------------------------------------------------------
// Talking to Contentful

/** The Management API calls the script makes, bound to one space environment. */
export interface ModelClient {
  getLocales(): Promise<RemoteLocale[]>;
  createLocale(locale: Omit<ContentfulLocale, 'default'>): Promise<void>;
  updateLocale(current: RemoteLocale, locale: Omit<ContentfulLocale, 'default'>): Promise<void>;
  getContentTypes(): Promise<RemoteContentType[]>;
  getEditorInterfaces(): Promise<RemoteEditorInterface[]>;
  createContentType(id: string, body: ContentTypeBody): Promise<RemoteContentType>;
  /** `current` carries the version to update. */
  updateContentType(current: RemoteContentType, body: ContentTypeBody): Promise<RemoteContentType>;
  publishContentType(current: RemoteContentType): Promise<RemoteContentType>;
  /** Replaces the field controls of the content type's editor interface (sidebar and editors untouched). */
  updateEditorInterface(contentTypeId: string, controls: EditorControl[]): Promise<void>;
  /** Every entry of a content type, drafts and archived ones included (for conversions). */
  getEntries(contentTypeId: string): Promise<RemoteEntry[]>;
  createEntry(contentTypeId: string, fields: RemoteEntry['fields']): Promise<RemoteEntry>;
  /** `current` carries the version to update. */
  updateEntry(current: RemoteEntry, fields: RemoteEntry['fields']): Promise<RemoteEntry>;
  publishEntry(current: RemoteEntry): Promise<RemoteEntry>;
}

export interface ContentTypeBody {
  name: string;
  description: string;
  displayField: string;
  fields: RemoteField[];
}

/** A ModelClient over contentful-management's plain client. */
export async function connectToContentful(options: {
  spaceId: string;
  environmentId: string;
  managementToken: string;
}): Promise<ModelClient> {
  const { createClient } = await import('contentful-management');
  const client = createClient(
    { accessToken: options.managementToken },
    { type: 'plain', defaults: { spaceId: options.spaceId, environmentId: options.environmentId } },
  );
  const at = { spaceId: options.spaceId, environmentId: options.environmentId };
  type Props = Parameters<typeof client.contentType.update>[1];
  type LocaleProps = Parameters<typeof client.locale.update>[1];
  type EntryProps = Parameters<typeof client.entry.update>[1];
  const toProps = (value: unknown) => value as Props; // our field shapes are a subset of the API's
  const toEntryProps = (value: unknown) => value as EntryProps;
  return {
    async getLocales() {
      return (await client.locale.getMany({ ...at, query: { limit: 1000 } })).items as RemoteLocale[];
    },
    async createLocale(locale) {
      await client.locale.create(at, { ...locale });
    },
    async updateLocale(current, locale) {
      if (!current.sys) throw new Error(`Locale ${current.code} has no id.`);
      await client.locale.update(
        { ...at, localeId: current.sys.id },
        { ...(current as unknown as LocaleProps), ...locale },
      );
    },
    async getContentTypes() {
      return (await client.contentType.getMany({ ...at, query: { limit: 1000 } }))
        .items as unknown as RemoteContentType[];
    },
    async getEditorInterfaces() {
      return (await client.editorInterface.getMany({ ...at })).items as unknown as RemoteEditorInterface[];
    },
    async createContentType(id, body) {
      const created = await client.contentType.createWithId({ ...at, contentTypeId: id }, toProps(body));
      return created as unknown as RemoteContentType;
    },
    async updateContentType(current, body) {
      const updated = await client.contentType.update(
        { ...at, contentTypeId: current.sys.id },
        toProps({ ...current, ...body }),
      );
      return updated as unknown as RemoteContentType;
    },
    async publishContentType(current) {
      const published = await client.contentType.publish({ ...at, contentTypeId: current.sys.id }, toProps(current));
      return published as unknown as RemoteContentType;
    },
    async updateEditorInterface(contentTypeId, controls) {
      const current = await client.editorInterface.get({ ...at, contentTypeId });
      await client.editorInterface.update({ ...at, contentTypeId }, { ...current, controls });
    },
    async getEntries(contentTypeId) {
      const entries: RemoteEntry[] = [];
      for (;;) {
        const page = await client.entry.getMany({
          ...at,
          query: { content_type: contentTypeId, limit: 1000, skip: entries.length },
        });
        entries.push(...(page.items as unknown as RemoteEntry[]));
        if (page.items.length === 0 || entries.length >= page.total) return entries;
      }
    },
    async createEntry(contentTypeId, fields) {
      return (await client.entry.create({ ...at, contentTypeId }, { fields } as Parameters<
        typeof client.entry.create
      >[1])) as unknown as RemoteEntry;
    },
    async updateEntry(current, fields) {
      return (await client.entry.update(
        { ...at, entryId: current.sys.id },
        toEntryProps({ ...current, fields }),
      )) as unknown as RemoteEntry;
    },
    async publishEntry(current) {
      return (await client.entry.publish(
        { ...at, entryId: current.sys.id },
        toEntryProps(current),
      )) as unknown as RemoteEntry;
    },
  };
}

// ---------------------------------------------------------------------------
// Applying

export interface ApplyModelDependencies {
  /** Opens the connection; defaults to contentful-management. Tests pass a fake. */
  connect?: typeof connectToContentful;
  log?: (line: string) => void;
  model?: ContentModel;
  /** The content to carry over when a field is replaced; defaults to ./conversions.ts. */
  conversions?: readonly FieldConversion[];
}

export interface ApplyModelResult {
  changes: ModelChange[];
  applied: boolean;
  unmanagedContentTypes: string[];
}

function bodyOf(contentType: ContentTypeDefinition, extraFields: RemoteField[] = []): ContentTypeBody {
  return {
    name: contentType.name,
    description: contentType.description,
    displayField: contentType.displayField,
    fields: [...contentType.fields, ...extraFields],
  };
}

/** A published entry without changes since: converting it must publish it again, or visitors lose what was moved. */
function publishedAsIs(sys: RemoteEntry['sys']): boolean {
  return sys.publishedVersion !== undefined && sys.version === sys.publishedVersion + 1;
}

/** Moves one field's content into another in every entry of the content type (./conversions.ts says how and why). */
async function convertEntries(
  client: ModelClient,
  conversion: FieldConversion,
  displayField: string,
  defaultLocale: string,
  log: (line: string) => void,
): Promise<void> {
  const { contentTypeId, from, to } = conversion;
  const convert = await conversion.prepare({ client, defaultLocale, log });
  let count = 0;
  for (const entry of await client.getEntries(contentTypeId)) {
    const value = entry.fields[from]?.[defaultLocale];
    // Nothing to move, or moved by an earlier run that stopped before the old field was removed.
    if (value === undefined || value === null || !isEmptyField(entry.fields[to])) continue;
    if (entry.sys.archivedVersion) {
      log(
        `  ! ${contentTypeId} ${entry.sys.id} is archived and keeps no ${from} (${JSON.stringify(value)}): Contentful cannot change an archived entry. Unarchive it and run again before it is removed, or enter it again.`,
      );
      continue;
    }
    const label = entry.fields[displayField]?.[defaultLocale];
    const next = await convert(value, {
      id: entry.sys.id,
      label: typeof label === 'string' && label ? label : entry.sys.id,
    });
    if (next === undefined) continue;
    const republish = publishedAsIs(entry.sys);
    const updated = await client.updateEntry(entry, { ...entry.fields, [to]: { [defaultLocale]: next } });
    if (republish) await client.publishEntry(updated);
    else if (entry.sys.publishedVersion !== undefined) {
      log(
        `  ! ${contentTypeId} ${entry.sys.id} has unpublished changes, so it was updated but not published: until an editor publishes it, the site shows it without its ${to}.`,
      );
    }
    count += 1;
  }
  log(`  ${contentTypeId}: moved "${from}" into "${to}" in ${count} entr${count === 1 ? 'y' : 'ies'}`);
}

async function applyContentType(
  client: ModelClient,
  remote: RemoteContentType | undefined,
  desired: ContentTypeDefinition,
  diff: ContentTypeDiff,
  conversions: readonly FieldConversion[],
  defaultLocale: string,
  log: (line: string) => void,
): Promise<void> {
  const id = desired.sys.id;
  if (!remote) {
    const created = await client.createContentType(id, bodyOf(desired));
    await client.publishContentType(created);
    log(`  created and published ${id}`);
    return;
  }
  if (!contentTypeHasUpdates(diff)) return;
  let latest = remote;
  const converting = conversionsOf(diff, desired, conversions);
  if (converting.length > 0) {
    // The new fields beside the old ones first, so each entry can hold both while its content moves.
    latest = await client.updateContentType(latest, bodyOf(desired, diff.removed));
    latest = await client.publishContentType(latest);
    for (const conversion of converting)
      await convertEntries(client, conversion, desired.displayField, defaultLocale, log);
  }
  if (diff.removed.length > 0) {
    // Contentful deletes a field only once it has been omitted in the published version.
    const removedIds = new Set(diff.removed.map((field) => field.id));
    latest = await client.updateContentType(latest, {
      name: latest.name,
      description: latest.description ?? '',
      displayField: latest.displayField ?? desired.displayField,
      fields: latest.fields.map((field) => (removedIds.has(field.id) ? { ...field, omitted: true } : field)),
    });
    latest = await client.publishContentType(latest);
  }
  const deleted = diff.removed.map((field) => ({ ...field, omitted: true, deleted: true }));
  latest = await client.updateContentType(latest, bodyOf(desired, deleted));
  await client.publishContentType(latest);
  log(`  updated and published ${id}`);
}

/**
 * Reads the space, prints the plan and, unless `dryRun`, applies it. Without
 * a token (dry run only) the plan is made against an empty space.
 */
export async function applyModel(
  options: ApplyModelOptions,
  deps: ApplyModelDependencies = {},
): Promise<ApplyModelResult> {
  const valid = validateOptions(options);
  const log = deps.log ?? ((line: string) => console.log(line));
  const model = deps.model ?? defaultModel;
  const conversions = deps.conversions ?? defaultConversions;

  let client: ModelClient | undefined;
  let space: Required<SpaceModel>;
  if (valid.managementToken && valid.spaceId) {
    client = await (deps.connect ?? connectToContentful)({
      spaceId: valid.spaceId,
      environmentId: valid.environmentId,
      managementToken: valid.managementToken,
    });
    const [locales, contentTypes, editorInterfaces] = await Promise.all([
      client.getLocales(),
      client.getContentTypes(),
      client.getEditorInterfaces(),
    ]);
    space = { locales, contentTypes, editorInterfaces };
    log(`Content model plan for space ${valid.spaceId}, environment ${valid.environmentId}:`);
  } else {
    space = { locales: [], contentTypes: [], editorInterfaces: [] };
    log('Content model plan against an empty space (no CONTENTFUL_MANAGEMENT_TOKEN given):');
  }

  const changes = planModelChanges(space, model, conversions);
  const unmanaged = unmanagedContentTypes(space, model);
  log(formatPlan(changes));
  if (unmanaged.length > 0) log(`Left untouched (not in the model): ${unmanaged.join(', ')}`);
  const rules = model.rules ?? [];
  if (rules.length > 0) {
    // Contentful publishes entries that break these; say so, once, where the model is applied.
    log(
      `Not checked by Contentful (validateSpaceExport in packages/cms/export/validate.ts checks an export): ${rules.map((rule) => `${rule.contentTypeId}.${rule.fieldId}, one per ${rule.distinctBy}`).join('; ')}`,
    );
  }

  const result = { changes, applied: false, unmanagedContentTypes: unmanaged };
  if (valid.dryRun || !client || changes.length === 0) return result;

  const blocked = changes.filter((change) => change.kind === 'blocked');
  if (blocked.length > 0) {
    throw new Error(
      `Not applied: ${blocked.length} change(s) need a decision first:\n${blocked.map((change) => `  ! ${change.summary}`).join('\n')}`,
    );
  }

  log('Applying…');
  // Locales first: the default one already exists (checked above); the others fall back to it.
  for (const change of changes.filter((item) => item.kind === 'createLocale' || item.kind === 'updateLocale')) {
    const desiredLocale = model.locales.find((locale) => locale.code === change.localeCode);
    if (!desiredLocale) continue;
    const { default: _isDefault, ...locale } = desiredLocale;
    const existing = space.locales.find((item) => item.code === desiredLocale.code);
    if (existing) await client.updateLocale(existing, locale);
    else await client.createLocale(locale);
    log(`  ${existing ? 'updated' : 'created'} locale ${desiredLocale.code}`);
  }

  const remoteById = new Map(space.contentTypes.map((contentType) => [contentType.sys.id, contentType]));
  const defaultLocale = space.locales.find((locale) => locale.default)?.code ?? defaultContentfulLocale;
  const diffs = diffModel(space, model);
  for (const diff of diffs) {
    const desired = model.contentTypes.find((contentType) => contentType.sys.id === diff.id);
    if (!desired) continue;
    await applyContentType(client, remoteById.get(diff.id), desired, diff, conversions, defaultLocale, log);
  }
  // Editor interfaces exist once their content type is published.
  for (const diff of diffs) {
    const editorInterface = editorInterfaceOf(model.editorInterfaces, diff.id);
    if (!editorInterface || diff.controls.length === 0) continue;
    await client.updateEditorInterface(diff.id, editorInterface.controls);
    log(`  updated the editor interface of ${diff.id}`);
  }
  log('Done.');
  return { ...result, applied: true };
}

/** The command line: `apply-model [--dry-run]`, configured by environment variables. Returns the exit code. */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  try {
    await applyModel(readApplyModelEnv(env, dryRun));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main().then((code) => {
    process.exitCode = code;
  });
}
