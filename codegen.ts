import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'graphql/modules/**/schema.graphql',
  documents: ['graphql/operations/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '@/graphql/context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        mappers: {
          Course: '@/lib/server/services/catalogue#CourseRecord',
          User: '@/lib/server/services/viewer#ViewerRecord',
        },
      },
    },
    'graphql/generated/client/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
