/**
 * The catalogue data the menu shows (spec §2 "Labelled entries"), already localised: built on
 * the server (lib/server/loaders/menu-data.ts), handed to the client islands as plain props.
 */
export type MenuLinkData = { label: string; href: string };

/** A subcategory by its slug: its catalogue link is built where it is shown (MenuPanels). */
export type MenuSubcategoryData = { label: string; slug: string };

/**
 * The submenu lists the first MENU_SUBCATEGORY_COUNT subcategories of each category; only those
 * travel to the browser (issue 14: the menu data is in every page's HTML).
 */
export const MENU_SUBCATEGORY_COUNT = 4;

export type MenuCategoryData = MenuLinkData & { slug: string; subcategories: MenuSubcategoryData[] };

export type MenuMicrodegreeData = MenuLinkData & { slug: string; partner: string; durationMonths: number };

export type MenuAcademyData = MenuLinkData & { slug: string; learningPaths: number };

export type MenuData = {
  /** Categories with their subcategories. */
  categories: MenuCategoryData[];
  /** The software the most courses teach, each a search link. */
  software: MenuLinkData[];
  /** New releases: the latest published courses. */
  newCourses: MenuLinkData[];
  /** Micro-degree programmes with a university partner and a duration in months. */
  microdegrees: MenuMicrodegreeData[];
  /** Academies with their number of learning paths. */
  academies: MenuAcademyData[];
  /** Academy buckets that exist (spec §6 "Academies shown only if buckets exist"). */
  academyBucketCount: number;
  blogCategories: MenuLinkData[];
};

export const EMPTY_MENU_DATA: MenuData = { categories: [], software: [], newCourses: [], microdegrees: [], academies: [], academyBucketCount: 0, blogCategories: [] };
