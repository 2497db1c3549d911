/**
 * The Contentful content model as code: locales, content types and editor
 * interfaces in the shape of a `contentful space export` file.
 *
 * - `contentModel` can be handed to contentful-import as `content`, or pushed
 *   with `applyModel` (packages/cms/scripts/apply-model.ts), which plans and applies the
 *   difference to a space.
 * - `rules` are what Contentful cannot check on publish (two prices of one
 *   package for the same market); `validateSpaceExport` (packages/cms/export/validate.ts)
 *   refuses them.
 * - `limits` (SPEC section 9) and the value lists (`productSections`, ...) are
 *   shared with the GraphQL queries and the renderers.
 */
import { catalogueContentTypes } from './catalogue';
import { contactContentTypes } from './contact';
import {
  type ContentTypeDefinition,
  type DefinedContentType,
  type DistinctLinksRule,
  type EditorInterfaceDefinition,
} from './define';
import { destinationContentTypes } from './destinations';
import { journeyContentTypes } from './journeys';
import { landingContentTypes } from './landings';
import { contentfulLocales, type ContentfulLocale } from './locales';
import { moduleContentTypes } from './modules';
import { pageContentTypes } from './pages';
import { productContentTypes } from './products';
import { redirectContentTypes } from './redirects';
import { siteSettingsContentTypes } from './site-settings';

export interface ContentModel {
  locales: readonly ContentfulLocale[];
  contentTypes: readonly ContentTypeDefinition[];
  editorInterfaces: readonly EditorInterfaceDefinition[];
  /**
   * Rules over linked entries that Contentful's validations cannot express (one price per market
   * per package): not part of a space export, checked by `validateSpaceExport`.
   */
  rules: readonly DistinctLinksRule[];
}

/** Every content type with its editor interface, grouped as in the files. */
export const definedContentTypes: readonly DefinedContentType[] = [
  ...destinationContentTypes,
  ...productContentTypes,
  ...pageContentTypes,
  ...moduleContentTypes,
  ...landingContentTypes,
  ...journeyContentTypes,
  ...catalogueContentTypes,
  ...contactContentTypes,
  ...redirectContentTypes,
  ...siteSettingsContentTypes,
];

export const contentModel: ContentModel = {
  locales: contentfulLocales,
  contentTypes: definedContentTypes.map(({ contentType }) => contentType),
  editorInterfaces: definedContentTypes.map(({ editorInterface }) => editorInterface),
  rules: definedContentTypes.flatMap(({ rules }) => rules),
};

/** The content type with this id, for code that needs one definition. */
export function getContentType(id: string): ContentTypeDefinition | undefined {
  return contentModel.contentTypes.find((contentType) => contentType.sys.id === id);
}

export { contentTypeIds, destinationContentTypeIds, pageModuleContentTypeIds } from './ids';
export type { ContentTypeId, PageModuleContentTypeId } from './ids';
export { limits } from './limits';
export type { Limits } from './limits';
export { contentfulLocaleCodes, contentfulLocales, defaultContentfulLocale, languageOf } from './locales';
export type { ContentfulLocale, ContentfulLocaleCode } from './locales';
export * from './values';
export type {
  ContentTypeDefinition,
  ContentTypeField,
  DefinedContentType,
  DistinctLinksRule,
  EditorControl,
  EditorInterfaceDefinition,
  FieldValidation,
} from './define';
