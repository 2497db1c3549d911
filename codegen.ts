import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for every operation under codegen/operations, against the
 * schema the embedded service generates from the content model
 * (codegen/schema.graphql, written by `npm run codegen`). AST mode: urql
 * consumes the documents as they are.
 */
const config: CodegenConfig = {
  schema: 'codegen/schema.graphql',
  documents: ['codegen/operations/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'codegen/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'documentNode',
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: false,
        scalars: { DateTime: 'string', JSON: 'unknown', Dimension: 'number', Quality: 'number', HexColor: 'string' },
      },
    },
  },
};

export default config;
