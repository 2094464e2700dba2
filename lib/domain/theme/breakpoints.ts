/**
 * Breakpoints of the product (spec §9): xs 480, sm 768, md 1024, lg 1366, xl 1920.
 *
 * `BREAKPOINTS.xs` (480 px) is the narrow-phone threshold the spec talks about: below it a
 * phone is "narrow". MUI's own `xs` breakpoint must start at 0 (it is the base of every
 * mobile-first `sx` value), so the MUI theme uses `MUI_BREAKPOINT_VALUES` below, which is the
 * same scale with xs = 0. Use `BREAKPOINTS.xs` in media queries such as
 * `@media (min-width: 480px)` when the narrow-phone threshold itself matters.
 */
export const BREAKPOINTS = { xs: 480, sm: 768, md: 1024, lg: 1366, xl: 1920 } as const;

export type BreakpointKey = keyof typeof BREAKPOINTS;

/** The values handed to MUI's `createTheme({ breakpoints: { values } })`. */
export const MUI_BREAKPOINT_VALUES = {
  xs: 0,
  sm: BREAKPOINTS.sm,
  md: BREAKPOINTS.md,
  lg: BREAKPOINTS.lg,
  xl: BREAKPOINTS.xl,
} as const;

/** Narrow-screen cart redirect threshold (spec §9: 768 px), equal to the sm breakpoint. */
export const NARROW_SCREEN_MAX_WIDTH = BREAKPOINTS.sm;
