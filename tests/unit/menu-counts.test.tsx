// @vitest-environment happy-dom
/** Spec §9 "Menu: page size 10; per-breakpoint counts …; a menu key for new items 'nuevos'" (lib/domain/menu/menu-counts.ts). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueColumns, DrawerCatalogueGroup } from '@/components/menu/MenuPanels';
import { EMPTY_MENU_DATA, type MenuData } from '@/lib/domain/menu/menu-data-types';
import menu from '@/messages/es/menu.json';
import {
  MENU_CATEGORY_COUNTS,
  MENU_COUNT_BREAKPOINTS,
  MENU_NEW_ITEMS_KEY,
  MENU_SOFTWARE_COUNTS,
  maxMenuCount,
  menuEntryHiddenAt,
  menuHideAttribute,
} from '@/lib/domain/menu/menu-counts';
import { BREAKPOINTS } from '@/lib/domain/theme/breakpoints';

describe('spec §9 menu constants', () => {
  it('per-breakpoint counts xs 10, sm 14, md 12, lg 18, and the second set xs 6, sm 6, md 4, lg 6', () => {
    expect(MENU_CATEGORY_COUNTS).toEqual({ xs: 10, sm: 14, md: 12, lg: 18 });
    expect(MENU_SOFTWARE_COUNTS).toEqual({ xs: 6, sm: 6, md: 4, lg: 6 });
  });

  it("the menu key for new items is 'nuevos'", () => {
    expect(MENU_NEW_ITEMS_KEY).toBe('nuevos');
  });

  it('the server reads as many entries as the widest count', () => {
    expect(maxMenuCount(MENU_CATEGORY_COUNTS)).toBe(18);
    expect(maxMenuCount(MENU_SOFTWARE_COUNTS)).toBe(6);
  });
});

describe('which entries each breakpoint hides', () => {
  it('an entry shows at a breakpoint while its index is below that breakpoint’s count', () => {
    const shown = (b: (typeof MENU_COUNT_BREAKPOINTS)[number], counts = MENU_CATEGORY_COUNTS) =>
      Array.from({ length: 30 }, (_, i) => i).filter((i) => !menuEntryHiddenAt(i, counts).includes(b)).length;
    expect(MENU_COUNT_BREAKPOINTS.map((b) => shown(b))).toEqual([10, 14, 12, 18]);
    expect(MENU_COUNT_BREAKPOINTS.map((b) => shown(b, MENU_SOFTWARE_COUNTS))).toEqual([6, 6, 4, 6]);
  });

  it('counts need not grow with the width: the 13th category shows at sm and lg, not at xs or md', () => {
    expect(menuEntryHiddenAt(12, MENU_CATEGORY_COUNTS)).toEqual(['xs', 'md']);
    expect(menuHideAttribute(12, MENU_CATEGORY_COUNTS)).toBe('xs md');
    expect(menuHideAttribute(4, MENU_SOFTWARE_COUNTS)).toBe('md');
  });

  it('an entry every breakpoint shows carries no attribute', () => {
    expect(menuHideAttribute(0, MENU_CATEGORY_COUNTS)).toBeUndefined();
    expect(menuHideAttribute(9, MENU_CATEGORY_COUNTS)).toBeUndefined();
  });

  it('the menu stylesheet hides data-menu-hide entries at each breakpoint, at the spec §9 widths', () => {
    const css = readFileSync(path.join(__dirname, '../../components/menu/Menu.module.css'), 'utf8');
    const rule = (media: string, b: string) => new RegExp(`@media ${media.replace(/[()]/g, '\\$&')} \\{\\s*\\.group \\[data-menu-hide~='${b}'\\] \\{\\s*display: none;`);
    expect(css).toMatch(rule(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`, 'xs'));
    expect(css).toMatch(rule(`(min-width: ${BREAKPOINTS.sm}px) and (max-width: ${BREAKPOINTS.md - 0.02}px)`, 'sm'));
    expect(css).toMatch(rule(`(min-width: ${BREAKPOINTS.md}px) and (max-width: ${BREAKPOINTS.lg - 0.02}px)`, 'md'));
    expect(css).toMatch(rule(`(min-width: ${BREAKPOINTS.lg}px)`, 'lg'));
  });
});

describe('the catalogue lists follow the counts', () => {
  const data: MenuData = {
    ...EMPTY_MENU_DATA,
    categories: Array.from({ length: 18 }, (_, i) => ({ slug: `c${i}`, label: `Categoría ${i}`, href: `/cursos-online/c${i}/`, subcategories: [] })),
    software: Array.from({ length: 6 }, (_, i) => ({ label: `Programa ${i}`, href: `/cursos-online/search/?q=p${i}` })),
  };
  afterEach(cleanup);
  const show = (node: React.ReactNode) =>
    render(
      <IntlTestProvider locale="es" messages={{ menu }}>
        {node}
      </IntlTestProvider>,
    );
  /** The breakpoints the entry labelled `label` is hidden at (its own or its category's attribute). */
  const hidden = (label: string) => screen.getByText(label).closest('[data-menu-hide]')?.getAttribute('data-menu-hide') ?? null;

  it('the dropdown marks each category and software entry with the breakpoints it is hidden at', () => {
    show(<CatalogueColumns data={data} idPrefix="t" />);
    expect(hidden('Categoría 9')).toBeNull();
    expect(hidden('Categoría 12')).toBe('xs md');
    expect(hidden('Categoría 17')).toBe('xs sm md');
    expect(hidden('Programa 3')).toBeNull();
    expect(hidden('Programa 5')).toBe('md');
  });

  it("the new releases are the section keyed 'nuevos'", () => {
    show(<CatalogueColumns data={data} idPrefix="t" />);
    expect(document.getElementById('t-nuevos')?.textContent).toBe(menu.catalogue.newReleases);
  });

  it('the drawer’s catalogue section hides the same categories', () => {
    show(<DrawerCatalogueGroup data={data} idPrefix="d" newCoursesHref="/cursos-nuevos/" />);
    expect(hidden('Categoría 11')).toBe('xs');
    expect(hidden('Categoría 13')).toBe('xs md');
    expect(hidden('Categoría 0')).toBeNull();
  });
});
