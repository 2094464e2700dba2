'use client';

import { useEffect, useState } from 'react';
import type { RoleSubject } from '@/lib/domain/roles';

type LearnerPathsModule = typeof import('@/lib/domain/paths/learner-paths');

/** Spec §2 "the login-free home for anonymous non-business users" (learner-paths' CLASSIC_HOME_ANONYMOUS). */
const ANONYMOUS_HOME = '/';

/**
 * Where the menu's logo links (spec §2 home target, lib/domain/paths/learner-paths.ts): '/' for
 * visitors, known at once; for a signed-in user the learner paths load with the user (issue 14:
 * a visitor's first load does not carry them; the user menu loads them anyway), and until they
 * have arrived the logo keeps linking to '/'.
 */
export function useLearnerHome(user: RoleSubject): string {
  const [paths, setPaths] = useState<LearnerPathsModule | null>(null);
  useEffect(() => {
    if (user === null || paths) return;
    let active = true;
    import('@/lib/domain/paths/learner-paths').then(
      (module) => active && setPaths(module),
      (error: unknown) => console.error('[MenuBar] learner paths failed to load', error),
    );
    return () => {
      active = false;
    };
  }, [user, paths]);
  return user === null || !paths ? ANONYMOUS_HOME : paths.learnerPaths({ user }).home;
}
