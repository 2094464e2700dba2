/**
 * Why a private page is not shown (spec §2 "Learner-area paths", §6 organisations): the server
 * loader decides (lib/server/loaders), the page renders it (components/auth/AccessDenialNotice).
 * 'sign-in': nobody is signed in, the prompt returns to `path` after signing in;
 * 'no-access': signed in but not allowed, `reason` is already translated.
 */
export type AccessDenial = { kind: 'sign-in'; path: string } | { kind: 'no-access'; reason: string };
