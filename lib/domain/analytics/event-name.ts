/**
 * Spec §5: analytics event names must pass a format check (words, spaces, _ . : -; 1–80
 * chars). Its own module, without zod, because the browser's tracker checks names too and
 * must not pull the collector's schemas into every page (issue 14).
 */
export const EVENT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9 _.:-]{0,79}$/;

export function isValidEventName(name: string): boolean {
  return EVENT_NAME_PATTERN.test(name);
}
