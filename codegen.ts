import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The operations the shell sends on every page (current user, cart, menu flags, analytics user,
 * theme save, sign-in, sign-up and logout), the agenda cards' (home and agenda pages), the course page's buy box (the
 * viewer's access, free enrollment) and the menu's search overlay, without Apollo: codegen emits them as typed strings (`documentMode: 'string'`)
 * for the small fetch helper of lib/client/graphql-request, so public pages ship neither Apollo nor
 * graphql's `print`. The same files are also in the Apollo target, for the islands that use them.
 */
export const SHELL_OPERATIONS = [
  'graphql/operations/account/CurrentUser.graphql',
  'graphql/operations/account/AuthPagesFlag.graphql',
  'graphql/operations/account/UpdateUserThemePreference.graphql',
  // The academies landing's bucket filter (spec §7 AcademiesQuery): the page ships no Apollo (issue 14).
  'graphql/operations/academies/AcademiesQuery.graphql',
  'graphql/operations/agenda/CourseSubscribe.graphql',
  'graphql/operations/agenda/MyCourseSubscriptions.graphql',
  'graphql/operations/analytics/AnalyticsUser.graphql',
  // Sign-in, sign-up and logout (spec §5, §4): the login page, the auth dialog and the menu's logout.
  'graphql/operations/auth/Login.graphql',
  'graphql/operations/auth/Logout.graphql',
  'graphql/operations/auth/LogoutEverywhere.graphql',
  'graphql/operations/auth/Register.graphql',
  'graphql/operations/cart/MyCart.graphql',
  'graphql/operations/course/CourseViewerAccess.graphql',
  'graphql/operations/course/EnrollFreeCourse.graphql',
  'graphql/operations/notifications/NotificationsAccess.graphql',
  // The menu's search overlay (issue 16 item 3): suggestions as the visitor types.
  'graphql/operations/search/MainMenuSearch.graphql',
];

/**
 * The classroom's islands (issue 15): progress mutations and the quiz, sent through the same
 * small fetch helper, so the classroom page ships neither Apollo nor graphql's `print`.
 */
export const CLASSROOM_OPERATIONS = ['graphql/operations/classroom/*.graphql', 'graphql/operations/classroom-quiz/*.graphql'];

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
    'graphql/generated/shell/': {
      documents: SHELL_OPERATIONS,
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, documentMode: 'string' },
    },
    'graphql/generated/classroom/': {
      documents: CLASSROOM_OPERATIONS,
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, documentMode: 'string' },
    },
  },
};

export default config;
