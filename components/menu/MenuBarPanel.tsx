import type { MenuData } from '@/lib/domain/menu/menu-data-types';
import type { MenuItemKey } from '@/lib/domain/menu/menu-visibility';
import { AcademiesGroup, BlogCategoriesPanel, CatalogueColumns, CatalogueGrid, DegreesPanel, ResourcesPanel, SolutionsPanel } from './MenuPanels';

/** The bar's dropdowns that hold a panel of links (menu-rules SubmenuKey). */
export type BarPanelName = 'catalogue' | 'solutions' | 'degrees' | 'resources' | 'blogCategories';

/**
 * The content of one dropdown of the bar. Its own chunk, loaded by bar-panels.ts when a dropdown
 * is first pointed at, focused or opened (issue 14: the panels' code left every page's first load,
 * and their hidden links left its HTML).
 */
export default function MenuBarPanel({ name, data, visible }: { name: BarPanelName; data: MenuData; visible: ReadonlySet<MenuItemKey> }) {
  switch (name) {
    case 'catalogue':
      return (
        <CatalogueGrid academies={visible.has('academies') ? <AcademiesGroup data={data} idPrefix="menu-catalogue" /> : null}>
          <CatalogueColumns data={data} idPrefix="menu-catalogue" />
        </CatalogueGrid>
      );
    case 'solutions':
      return <SolutionsPanel idPrefix="menu-solutions" />;
    case 'degrees':
      return <DegreesPanel data={data} showProgrammes={visible.has('microdegrees')} idPrefix="menu-degrees" />;
    case 'resources':
      return <ResourcesPanel data={data} idPrefix="menu-resources" />;
    case 'blogCategories':
      return <BlogCategoriesPanel data={data} idPrefix="menu-blog" />;
  }
}
