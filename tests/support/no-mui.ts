import { expect } from 'vitest';

/** Issue 14: public pages render no MUI, so nothing they render may carry MUI's classes. */
export function expectNoMui(container: HTMLElement): void {
  expect(container.innerHTML.match(/\bMui[A-Z][A-Za-z]*/g) ?? []).toEqual([]);
}
