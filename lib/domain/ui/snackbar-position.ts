import type { SnackbarOrigin } from '@mui/material/Snackbar';
import type { SnackbarPosition } from './ui-constants';

/** MUI's anchorOrigin for a spec §3 snackbar position ('bottom-right' → bottom / right). */
export function snackbarAnchor(position: SnackbarPosition): SnackbarOrigin {
  const [vertical, horizontal] = position.split('-') as [SnackbarOrigin['vertical'], SnackbarOrigin['horizontal']];
  return { vertical, horizontal };
}

/** The side a snackbar slides in from: its vertical edge (a centred one has no side of its own). */
export function snackbarSlideDirection(position: SnackbarPosition): 'up' | 'down' {
  return position.startsWith('top') ? 'down' : 'up';
}
