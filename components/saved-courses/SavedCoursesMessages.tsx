'use client';

import { Suspense, type ReactNode } from 'react';
import { NamespaceMessages } from '@/components/providers/NamespaceMessages';
import { loadSavedCoursesMessages } from './saved-courses-messages';

/**
 * Makes the `savedCourses` texts available to its children: as they are when the page already
 * sent them (the saved list), otherwise loaded once per language (public pages). Nothing is
 * shown until they have arrived.
 */
export function SavedCoursesMessages({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <NamespaceMessages namespace="savedCourses" load={loadSavedCoursesMessages} reuse>
        {children}
      </NamespaceMessages>
    </Suspense>
  );
}
