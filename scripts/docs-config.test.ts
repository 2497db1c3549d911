import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envSchema } from '@/lib/env';
import { CONFIGURATION_DOC, configurationRows, renderConfigurationDoc } from './docs-config';

/** The variables each table row of a rendered document names. */
function tableNames(doc: string): string[][] {
  return doc
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => [...line.split(' | ')[0]!.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!));
}

describe('docs/configuration.md', () => {
  it('has a row for every variable of envSchema, each once and in its order, and CHROMATIC_PROJECT_TOKEN last', () => {
    const rows = tableNames(renderConfigurationDoc());
    const variables = [...Object.keys(envSchema.shape), 'CHROMATIC_PROJECT_TOKEN'];
    expect(rows.flat().toSorted()).toEqual(variables.toSorted());
    // A group's row stands where the first of its variables is in the schema.
    const firsts = rows.map((names) => names[0]);
    expect(firsts).toEqual(variables.filter((name) => firsts.includes(name)));
    expect(rows.at(-1)).toEqual(['CHROMATIC_PROJECT_TOKEN']);
  });

  it('shows literal defaults, "unset" for optional variables, and the metadata text otherwise', () => {
    const rows = configurationRows(
      z.object({
        PORT: z.coerce.number().default(8080).meta({ description: 'the port.' }),
        FLAG: z
          .enum(['true', 'false'])
          .default('false')
          .transform((value) => value === 'true')
          .meta({ description: 'a flag.' }),
        TOKEN: z.string().optional().meta({ description: 'a token.' }),
        WORKERS: z.coerce.number().optional().meta({ description: 'workers.', defaultText: 'one per core' }),
        KEY: z.string().optional().meta({ group: 'pair', description: 'a pair.' }),
        SECRET: z.string().optional().meta({ group: 'pair', description: 'a pair.' }),
      }),
    );
    expect(rows).toEqual([
      { names: ['PORT'], defaultText: '`8080`', description: 'the port.' },
      { names: ['FLAG'], defaultText: '`false`', description: 'a flag.' },
      { names: ['TOKEN'], defaultText: 'unset', description: 'a token.' },
      { names: ['WORKERS'], defaultText: 'one per core', description: 'workers.' },
      { names: ['KEY', 'SECRET'], defaultText: 'unset', description: 'a pair.' },
    ]);
  });

  it('refuses a variable without a description, naming it', () => {
    const schema = z.object({
      DESCRIBED: z.string().optional().meta({ description: 'has one.' }),
      // Inside .optional(): the wrapper, which is the shape's value, has none.
      UNDESCRIBED: z.string().meta({ description: 'lost.' }).optional(),
    });
    expect(() => renderConfigurationDoc(schema, [])).toThrow(/no description for UNDESCRIBED\b/);
  });

  it('refuses a variable with neither a default nor .optional() and no defaultText, naming it', () => {
    const schema = z.object({ REQUIRED: z.string().meta({ description: 'required.' }) });
    expect(() => renderConfigurationDoc(schema, [])).toThrow(/REQUIRED has neither a default nor \.optional\(\)/);
  });

  it('is the committed file (npm run docs:config writes it)', () => {
    expect(readFileSync(CONFIGURATION_DOC, 'utf8')).toBe(renderConfigurationDoc());
  });
});
