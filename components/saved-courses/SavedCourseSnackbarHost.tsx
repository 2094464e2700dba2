'use client';

import { useEffect, useId } from 'react';
import { useStore } from 'zustand';
import { Snackbar } from '@/components/ui/Snackbar';
import { closeSavedCourseSnackbar, registerSnackbarHost, savedCourseSnackbarStore } from '@/lib/client/saved-courses/saved-course-snackbar-store';

/**
 * Where the saved-course snackbar appears (spec §4): top-right, success or error, auto-dismissed
 * after 3000 ms (the UI kit's default delay) and by a click outside. Every save button renders
 * one; only the first registered shows it (see saved-course-snackbar-store.ts).
 */
export function SavedCourseSnackbarHost() {
  const hostId = useId();
  useEffect(() => registerSnackbarHost(hostId), [hostId]);
  const snackbar = useStore(savedCourseSnackbarStore, (s) => s.snackbar);
  const active = useStore(savedCourseSnackbarStore, (s) => s.hosts[0] === hostId);
  if (!active || !snackbar) return null;
  return (
    <Snackbar
      // A new message is a new snackbar: its delay starts again.
      key={snackbar.id}
      open={snackbar.open}
      onClose={closeSavedCourseSnackbar}
      message={snackbar.message}
      state={snackbar.state}
      position="top-right"
      dismissOnClickOutside
      dismissOnDelay
    />
  );
}
