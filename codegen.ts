import type { CodegenConfig } from '@graphql-codegen/cli';
import { createHash } from 'node:crypto';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/**
 * Operations sent without Apollo: codegen emits them as typed strings (`documentMode: 'string'`)
 * for the small fetch helper of lib/client/graphql-request, so public pages ship neither Apollo nor
 * graphql's `print`. The same files are also in the Apollo target, for the islands that use them.
 *
 * One generated module per group, named for where its operations are sent from: Turbopack keeps a
 * module whole in every page that imports any export of it, so when all of them were one module,
 * every page's first load carried the academies' query, the sign-in mutations, the agenda's and
 * the course page's (1.8 KB gzip, issue 14). A group that is not the shell's is only imported by
 * code that loads with its own page or lazy chunk.
 */
export const STRING_OPERATION_GROUPS = {
  // The shell, on every page: current user, auth-pages flag, theme save, analytics user, cart, notifications access.
  shell: [
    'graphql/operations/account/CurrentUser.graphql',
    'graphql/operations/account/AuthPagesFlag.graphql',
    'graphql/operations/account/UpdateUserThemePreference.graphql',
    'graphql/operations/analytics/AnalyticsUser.graphql',
    'graphql/operations/cart/MyCart.graphql',
    'graphql/operations/notifications/NotificationsAccess.graphql',
  ],
  // Sign-in, sign-up and logout (spec §5, §4): the login page, the auth dialog and the logout paths, all lazy.
  auth: [
    'graphql/operations/auth/Login.graphql',
    'graphql/operations/auth/Logout.graphql',
    'graphql/operations/auth/LogoutEverywhere.graphql',
    'graphql/operations/auth/Register.graphql',
  ],
  // The academies landing's bucket filter (spec §7 AcademiesQuery): the page ships no Apollo (issue 14).
  academies: ['graphql/operations/academies/AcademiesQuery.graphql'],
  // The agenda cards' subscribe button (home and agenda pages).
  agenda: ['graphql/operations/agenda/CourseSubscribe.graphql', 'graphql/operations/agenda/MyCourseSubscriptions.graphql'],
  // The course page's buy box: the viewer's access (on every course page)…
  course: ['graphql/operations/course/CourseViewerAccess.graphql'],
  // …and free enrollment (the viewer's version of the box, loaded for those it concerns).
  courseEnroll: ['graphql/operations/course/EnrollFreeCourse.graphql'],
  // The menu's search overlay (issue 16 item 3): suggestions as the visitor types.
  search: ['graphql/operations/search/MainMenuSearch.graphql'],
  // The classroom's islands (issue 15): progress mutations and the quiz, so the classroom page ships neither Apollo nor graphql's `print`.
  classroom: ['graphql/operations/classroom/*.graphql', 'graphql/operations/classroom-quiz/*.graphql'],
} as const;

/** A persisted operation's id: the hex sha256 of its printed text. */
function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** What a persisted operation keeps besides its hash: its name and type, for the request's headers and method. */
function operationMeta(document: DocumentNode): { operationName: string | undefined; operationType: string } | undefined {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operation ? { operationName: operation.name?.value, operationType: operation.operation } : undefined;
}

/** Each group's target: `graphql/generated/<group>/`. */
const stringTargets = Object.fromEntries(
  Object.entries(STRING_OPERATION_GROUPS).map(([group, documents]) => [
    `graphql/generated/${group}/`,
    {
      documents: [...documents],
      preset: 'client' as const,
      presetConfig: {
        fragmentMasking: false,
        // Persisted operations (graphql/persisted-operations.ts): the module holds each
        // operation's name, type and sha256 instead of its text, sent as Apollo's
        // `extensions.persistedQuery` (bare hex, as that protocol has it); the texts go to
        // persisted-documents.json for the server. The texts were most of the shell's generated
        // module, on every page (issue 14).
        persistedDocuments: { mode: 'replaceDocumentWithHash' as const, hashAlgorithm: sha256Hex },
        onExecutableDocumentNode: operationMeta,
      },
      config: { useTypeImports: true, enumsAsTypes: true, documentMode: 'string' },
    },
  ]),
);

const config: CodegenConfig = {
  schema: 'graphql/modules/**/schema.graphql',
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
      documents: ['graphql/operations/**/*.graphql'],
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    ...stringTargets,
  },
};

export default config;
