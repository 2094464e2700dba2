import type { SxProps, Theme } from '@mui/material/styles';

/** A caller's `sx` as entries to append to a component's own (MUI's array form). */
export function sxList(sx: SxProps<Theme> | undefined) {
  if (!sx) return [];
  return Array.isArray(sx) ? sx : [sx as Exclude<SxProps<Theme>, readonly unknown[]>];
}
