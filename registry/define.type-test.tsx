/**
 * Compile-time checks of defineModule: `npm run typecheck` fails if a
 * mismatched entry ever compiles (each @ts-expect-error must stay an error).
 */
import { z } from 'zod';
import { defineModule, type ModuleProps } from './define';

const schema = z.object({ title: z.string(), count: z.number() });

function Matching({ data }: ModuleProps<typeof schema>) {
  return <p>{data.title.toUpperCase() + data.count.toFixed(0)}</p>;
}

export const matching = defineModule({ kind: 'matching', schema, component: Matching, layouts: ['default'] });

function ExpectsOtherData({ data }: { data: { heading: string }; context: unknown }) {
  return <p>{data.heading}</p>;
}

export const mismatched = defineModule({
  kind: 'mismatched',
  schema,
  // @ts-expect-error: the component wants `heading`, the schema gives `title` and `count`.
  component: ExpectsOtherData,
  layouts: ['default'],
});

function NarrowerType({ data }: { data: { title: string; count: string }; context: unknown }) {
  return <p>{data.count}</p>;
}

// @ts-expect-error: `count` is a number in the schema, a string in the component.
export const wrongType = defineModule({ kind: 'wrong-type', schema, component: NarrowerType, layouts: ['default'] });

export const unknownLayout = defineModule({
  kind: 'unknown-layout',
  schema,
  component: Matching,
  // @ts-expect-error: 'sidebar' is not a page layout of the content model.
  layouts: ['sidebar'],
});
