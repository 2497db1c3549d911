import {
  assertValidSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

import { testService } from './fixtures/http';
import { contentTypeTypeName, pascalCase, queryFieldName } from './naming';

const { schema } = testService();

function type(name: string): GraphQLNamedType {
  const found = schema.getType(name);
  if (!found) throw new Error(`no type ${name}`);
  return found;
}

function fieldNames(name: string): string[] {
  const found = type(name);
  if (!isObjectType(found) && !isInputObjectType(found) && !isInterfaceType(found))
    throw new Error(`${name} has no fields`);
  return Object.keys(found.getFields()).sort();
}

function enumValues(name: string): string[] {
  const found = type(name);
  if (!isEnumType(found)) throw new Error(`${name} is not an enum`);
  return found
    .getValues()
    .map((value) => value.name)
    .sort();
}

function argNames(typeName: string, field: string): string[] {
  const found = type(typeName);
  if (!isObjectType(found)) throw new Error(`${typeName} is not an object type`);
  return (found.getFields()[field]?.args ?? []).map((arg) => arg.name).sort();
}

describe('naming', () => {
  it('follows the documented examples', () => {
    expect(contentTypeTypeName('my-2content-type')).toBe('My2ContentType');
    expect(contentTypeTypeName('Location')).toBe('ContentTypeLocation');
    expect(contentTypeTypeName('5TbTQ4S6xqSeAU6WGQmQ2e')).toMatch(/^ContentType5/);
    expect(contentTypeTypeName('countryPage')).toBe('CountryPage');
    expect(pascalCase('landing_page')).toBe('LandingPage');
    expect(queryFieldName('ContentTypeLocation')).toBe('contentTypeLocation');
  });
});

describe('generated schema', () => {
  it('is a valid schema with the root fields of every content type', () => {
    expect(() => assertValidSchema(schema)).not.toThrow();
    expect(Object.keys(schema.getQueryType()!.getFields()).sort()).toEqual([
      'asset',
      'assetCollection',
      'city',
      'cityCollection',
      'continent',
      'continentCollection',
      'country',
      'countryCollection',
      'entryCollection',
      'landingPage',
      'landingPageCollection',
    ]);
    expect(argNames('Query', 'country')).toEqual(['id', 'locale', 'preview']);
    expect(argNames('Query', 'countryCollection')).toEqual(['limit', 'locale', 'order', 'preview', 'skip', 'where']);
    const limit = schema
      .getQueryType()!
      .getFields()
      .countryCollection!.args.find((arg) => arg.name === 'limit');
    expect(limit?.defaultValue).toBe(100);
  });

  it('makes every content type implement Entry with sys, contentfulMetadata and linkedFrom', () => {
    const country = type('Country');
    expect(isObjectType(country) && country.getInterfaces().map((parent) => parent.name)).toEqual(['Entry']);
    expect(fieldNames('Country')).toEqual([
      'area',
      'capital',
      'citiesCollection',
      'contentfulMetadata',
      'continent',
      'description',
      'extra',
      'flag',
      'independence',
      'isEu',
      'keywords',
      'linkedFrom',
      'name',
      'population',
      'slug',
      'sys',
    ]);
    expect(fieldNames('Sys')).toEqual([
      'environmentId',
      'firstPublishedAt',
      'id',
      'publishedAt',
      'publishedVersion',
      'spaceId',
    ]);
    expect(argNames('Country', 'name')).toEqual(['locale']);
    expect(argNames('Country', 'continent')).toEqual(['locale', 'preview', 'where']);
    expect(argNames('Country', 'citiesCollection')).toEqual(['limit', 'locale', 'order', 'preview', 'skip', 'where']);
    expect(argNames('Country', 'linkedFrom')).toEqual(['allowedLocales']);
  });

  it('types references by their allowed content types', () => {
    const country = type('Country');
    const page = type('LandingPage');
    if (!isObjectType(country) || !isObjectType(page)) throw new Error('object types expected');
    expect(getNamedType(country.getFields().continent!.type).name).toBe('Continent');
    expect(getNamedType(country.getFields().flag!.type).name).toBe('Asset');
    expect(getNamedType(page.getFields().hero!.type).name).toBe('Entry');
    expect(getNamedType(page.getFields().galleryCollection!.type).name).toBe('AssetCollection');
    const sections = type('LandingPageSectionsItem');
    expect(isUnionType(sections) && sections.getTypes().map((member) => member.name)).toEqual(['Country', 'City']);
    expect(argNames('LandingPage', 'sectionsCollection')).toEqual(['limit', 'locale', 'preview', 'skip']);
  });

  it('generates rich text types with json and links', () => {
    expect(fieldNames('CountryDescription')).toEqual(['json', 'links']);
    expect(fieldNames('CountryDescriptionLinks')).toEqual(['assets', 'entries']);
    expect(fieldNames('CountryDescriptionEntries')).toEqual(['block', 'hyperlink', 'inline']);
    expect(fieldNames('CountryDescriptionAssets')).toEqual(['block', 'hyperlink']);
  });

  it('generates filters per field type', () => {
    const filter = fieldNames('CountryFilter');
    expect(filter).toEqual(
      expect.arrayContaining([
        'AND',
        'OR',
        'sys',
        'contentfulMetadata',
        'slug',
        'slug_not',
        'slug_in',
        'slug_not_in',
        'slug_exists',
        'slug_contains',
        'slug_not_contains',
        'population_gt',
        'population_lte',
        'independence_gte',
        'isEu_not',
        'keywords_contains_all',
        'keywords_contains_some',
        'keywords_contains_none',
        'description_contains',
        'description_exists',
        'flag_exists',
        'continent',
        'continent_exists',
        'cities',
        'citiesCollection_exists',
      ]),
    );
    expect(filter).not.toContain('isEu_gt');
    expect(filter).not.toContain('description');
    expect(filter).not.toContain('keywords');
    // The nested filter stops at one level: references only get _exists.
    const nested = fieldNames('cfContinentNestedFilter');
    expect(nested).toEqual(expect.arrayContaining(['slug', 'name_contains', 'sys', 'AND', 'OR']));
    const nestedCity = fieldNames('cfCityNestedFilter');
    expect(nestedCity).toContain('rating_gt');
    const landingFilter = fieldNames('LandingPageFilter');
    expect(landingFilter).toContain('sectionsCollection_exists');
    expect(landingFilter).not.toContain('sections');
    expect(fieldNames('SysFilter')).toEqual(
      expect.arrayContaining(['id', 'id_in', 'id_not', 'id_not_in', 'publishedAt_gt', 'publishedVersion_lte']),
    );
  });

  it('orders by Symbol, Integer, Number, Boolean and Date fields and sys', () => {
    expect(enumValues('CountryOrder')).toEqual([
      'area_ASC',
      'area_DESC',
      'independence_ASC',
      'independence_DESC',
      'isEu_ASC',
      'isEu_DESC',
      'name_ASC',
      'name_DESC',
      'population_ASC',
      'population_DESC',
      'slug_ASC',
      'slug_DESC',
      'sys_firstPublishedAt_ASC',
      'sys_firstPublishedAt_DESC',
      'sys_id_ASC',
      'sys_id_DESC',
      'sys_publishedAt_ASC',
      'sys_publishedAt_DESC',
      'sys_publishedVersion_ASC',
      'sys_publishedVersion_DESC',
    ]);
    expect(enumValues('LandingPageOrder')).not.toContain('body_ASC');
    expect(enumValues('CountryCitiesCollectionOrder')).toContain('rating_DESC');
  });

  it('generates linking collections for the types that can link here', () => {
    expect(fieldNames('ContinentLinkingCollections')).toEqual([
      'countryCollection',
      'entryCollection',
      'landingPageCollection',
    ]);
    expect(fieldNames('CityLinkingCollections')).toEqual([
      'countryCollection',
      'entryCollection',
      'landingPageCollection',
    ]);
    expect(fieldNames('AssetLinkingCollections')).toEqual([
      'countryCollection',
      'entryCollection',
      'landingPageCollection',
    ]);
    expect(argNames('ContinentLinkingCollections', 'entryCollection')).toEqual(['limit', 'locale', 'preview', 'skip']);
    expect(argNames('ContinentLinkingCollections', 'countryCollection')).toEqual([
      'limit',
      'locale',
      'order',
      'preview',
      'skip',
    ]);
  });

  it('generates the asset type and image transform options', () => {
    expect(fieldNames('Asset')).toEqual([
      'contentType',
      'contentfulMetadata',
      'description',
      'fileName',
      'height',
      'linkedFrom',
      'size',
      'sys',
      'title',
      'url',
      'width',
    ]);
    expect(argNames('Asset', 'url')).toEqual(['locale', 'transform']);
    expect(fieldNames('ImageTransformOptions')).toEqual([
      'backgroundColor',
      'cornerRadius',
      'format',
      'height',
      'quality',
      'resizeFocus',
      'resizeStrategy',
      'width',
    ]);
    expect(enumValues('ImageResizeStrategy')).toEqual(['CROP', 'FILL', 'FIT', 'PAD', 'SCALE', 'THUMB']);
    expect(enumValues('ImageFormat')).toEqual(['AVIF', 'JPG', 'JPG_PROGRESSIVE', 'PNG', 'PNG8', 'WEBP']);
  });
});
