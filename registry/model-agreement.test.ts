import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentModel, limits } from '@travel/cms/model';
import { contentTypeIdOf } from '@/lib/content/type-names';
import { registry } from '.';

/**
 * The content model and what the site reads agree on lists: every list of entries or assets has a maximum an
 * editor sees, and every query asks for exactly that many (fewer only where it filters the list, as by market),
 * so nothing an editor may enter is cut by a query without a word.
 */
const root = process.cwd();
const schema = buildSchema(readFileSync(join(root, 'codegen/schema.graphql'), 'utf8'));

type Asked = { type: string; field: string; limit: number | null; filtered: boolean; where: string };

function askedLists(): Asked[] {
  const asked: Asked[] = [];
  const folder = join(root, 'codegen/operations');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.graphql'))) {
    const document = parse(readFileSync(join(folder, file), 'utf8'));
    const typeInfo = new TypeInfo(schema);
    let operation: OperationDefinitionNode | null = null;
    let scope = file;
    const valueOf = (value: ValueNode | undefined): number | null => {
      if (!value) return null;
      if (value.kind === Kind.INT) return Number(value.value);
      if (value.kind === Kind.VARIABLE) {
        const declared = operation?.variableDefinitions?.find(
          (variable) => variable.variable.name.value === value.name.value,
        );
        return declared?.defaultValue?.kind === Kind.INT ? Number(declared.defaultValue.value) : null;
      }
      return null;
    };
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        OperationDefinition: (node) => {
          operation = node;
          scope = `${file} ${node.name?.value ?? 'query'}`;
        },
        FragmentDefinition: (node) => {
          operation = null;
          scope = `${file} fragment ${node.name.value}`;
        },
        Field: (node) => {
          const name = node.name.value;
          const parent = typeInfo.getParentType();
          const type = parent ? contentTypeIdOf(parent.name) : undefined;
          if (!type || !name.endsWith('Collection')) return;
          const argument = (id: string) => node.arguments?.find((candidate) => candidate.name.value === id);
          asked.push({
            type,
            field: name.slice(0, -'Collection'.length),
            limit: valueOf(argument('limit')?.value),
            filtered: argument('where') !== undefined,
            where: scope,
          });
        },
      }),
    );
  }
  return asked;
}

/** Every list field of the model (entries or assets) with its maximum, if it has one. */
const listFields = contentModel.contentTypes.flatMap((type) =>
  type.fields
    .filter((field) => field.type === 'Array' && field.items?.type === 'Link')
    .map((field) => ({
      type: type.sys.id,
      field: field.id,
      max: field.validations?.find((validation) => validation.size)?.size?.max ?? null,
    })),
);

/**
 * Reads that ask for fewer items than the model allows on purpose, with the rule that says so: the lists' cards
 * show a package's first 7 categories, product types and things to do (SPEC section 9, `productCategoriesInLists`);
 * the model allows 10 for the campaign product, whose query reads them all.
 */
const fewerOnPurpose = [
  {
    type: 'package',
    field: 'categories',
    limit: limits.productCategoriesInLists,
    where: /fragment (ProductCard|PackageListing)$/,
  },
  {
    type: 'package',
    field: 'productTypes',
    limit: limits.productCategoriesInLists,
    where: /fragment (ProductCard|PackageListing)$/,
  },
  {
    type: 'package',
    field: 'thingsToDo',
    limit: limits.productCategoriesInLists,
    where: /fragment (ProductCard|PackageListing)$/,
  },
];
const onPurpose = (read: Asked) =>
  fewerOnPurpose.some(
    (rule) =>
      rule.type === read.type && rule.field === read.field && rule.limit === read.limit && rule.where.test(read.where),
  );

describe('the content model and the queries agree on lists', () => {
  const asked = askedLists();

  it('reads lists of the model', () => {
    expect(asked.length).toBeGreaterThan(30);
    const unknown = asked.filter(
      ({ type, field }) => !listFields.some((list) => list.type === type && list.field === field),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every list an editor fills a maximum', () => {
    expect(listFields.filter(({ max }) => max === null).map(({ type, field }) => `${type}.${field}`)).toEqual([]);
  });

  it('asks for as many items as the model allows (fewer only where the query filters the list)', () => {
    const disagreeing = asked.flatMap((read) => {
      const { max } = listFields.find((list) => list.type === read.type && list.field === read.field)!;
      const agrees =
        onPurpose(read) ||
        (read.limit !== null && max !== null && (read.filtered ? read.limit <= max : read.limit === max));
      return agrees
        ? []
        : [`${read.type}.${read.field}: model ${max ?? 'no maximum'}, ${read.where} asks ${read.limit ?? 'no limit'}`];
    });
    expect(disagreeing).toEqual([]);
  });
});

/** The object a module's schema parses (inside its transforms and refinements). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else throw new Error('a module schema that is not an object');
  }
}

/**
 * Fields the renderer needs although the model lets an editor leave them empty, each because the rule is one
 * Contentful cannot state and the field's help text states it instead.
 */
const requiredByRule: readonly string[] = [];

describe('the content model and the renderer agree on required fields', () => {
  it('requires in the model every field a module cannot be drawn without', () => {
    const optionalInModel = Object.entries(registry).flatMap(([kind, module]) => {
      const type = contentModel.contentTypes.find((candidate) => candidate.sys.id === kind)!;
      return Object.entries(shapeOf(module.schema)).flatMap(([key, field]) => {
        const modelField = type.fields.find((candidate) => candidate.id === key.replace(/Collection$/, ''));
        // Fields of the answer that are not the editor's (sys, __typename) and values derived from several.
        if (!modelField) return [];
        // Needed: no empty value passes (null or missing; for a list, the empty collection Contentful answers, or
        // the empty list a loader hands over in its place).
        const needed = [null, undefined, { items: [] }, []].every((empty) => !field.safeParse(empty).success);
        const name = `${kind}.${modelField.id}`;
        return needed && !modelField.required && !requiredByRule.includes(name) ? [name] : [];
      });
    });
    expect(optionalInModel).toEqual([]);
  });
});
