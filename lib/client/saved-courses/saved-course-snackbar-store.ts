/**
 * The one snackbar of the saved-course actions (spec §4: top-right, success or error, gone after
 * 3000 ms or on a click outside). A page can hold many save buttons (a grid of cards): they all
 * show their result here, so a new result replaces the previous one instead of stacking.
 *
 * Every mounted save button offers a host (SavedCourseSnackbarHost); only the first one
 * registered renders the snackbar, and when it unmounts the next one takes over, so the
 * message survives the button that caused it.
 */
import { createStore } from 'zustand/vanilla';
import type { SnackbarState } from '@/lib/domain/ui/ui-constants';

export type SavedCourseSnackbar = {
  /** Changes with every message, so the same text shown again restarts the delay. */
  id: number;
  message: string;
  state: Extract<SnackbarState, 'success' | 'error'>;
  open: boolean;
};

type State = { snackbar: SavedCourseSnackbar | null; hosts: readonly string[] };

const INITIAL: State = { snackbar: null, hosts: [] };

export const savedCourseSnackbarStore = createStore<State>(() => INITIAL);

let nextId = 1;

export function showSavedCourseSnackbar(message: string, state: SavedCourseSnackbar['state']): void {
  savedCourseSnackbarStore.setState({ snackbar: { id: nextId++, message, state, open: true } });
}

/** Closes the snackbar, keeping its text while it slides out. */
export function closeSavedCourseSnackbar(): void {
  const { snackbar } = savedCourseSnackbarStore.getState();
  if (snackbar?.open) savedCourseSnackbarStore.setState({ snackbar: { ...snackbar, open: false } });
}

/** Offers a host; returns its withdrawal (for an effect's cleanup). */
export function registerSnackbarHost(hostId: string): () => void {
  savedCourseSnackbarStore.setState((s) => ({ hosts: s.hosts.includes(hostId) ? s.hosts : [...s.hosts, hostId] }));
  return () => savedCourseSnackbarStore.setState((s) => ({ hosts: s.hosts.filter((h) => h !== hostId) }));
}

/** Tests: forget every message and host. */
export function resetSavedCourseSnackbarStore(): void {
  savedCourseSnackbarStore.setState(INITIAL, true);
}
