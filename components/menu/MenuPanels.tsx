import type { ReactNode } from 'react';
import { useShellLocale } from '@/components/i18n/ShellIntl';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import type { MenuData, MenuLinkData } from '@/lib/domain/menu/menu-data-types';
import type { MenuItemKey } from '@/lib/domain/menu/menu-visibility';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { countryLinkProps } from '@/lib/domain/country/country-links';
import { SPEC_ROUTES } from '@/lib/domain/paths/spec-routes';
import { catalogueHref } from '@/lib/domain/catalogue/catalogue-params';
import { MENU_CATEGORY_COUNTS, MENU_NEW_ITEMS_KEY, MENU_SOFTWARE_COUNTS, menuHideAttribute } from '@/lib/domain/menu/menu-counts';
import { MENU_ITEM_ATTRIBUTE } from './menu-item';
import styles from './Menu.module.css';

/**
 * The contents of the bar's dropdowns and of the left drawer's sections (spec §2 "Labelled
 * entries"), from the server's menu data: plain semantic markup styled by Menu.module.css, no
 * state or effects (they render anywhere). The client bar renders them from the cached menu
 * data (a few KB in the RSC payload, where the same links as server-rendered elements cost
 * about five times as much); the user menu uses MenuGroup and MenuLink too. Closing a panel or the drawer on a link click is done
 * by the container (MenuDropdown, MenuDrawer), so the links need no handlers.
 *
 * The links are plain <a> with the locale's path (no next-intl Link: each one would be a client
 * component with its own props in the RSC payload); the bar (MenuBar) turns a plain click on one
 * of them into a client-side navigation, and before hydration they are ordinary links.
 */

/**
 * A link of a submenu: the locale's path for app paths, a new tab for external ones. `hide`
 * names the breakpoints at which it is past the menu's count (lib/domain/menu/menu-counts.ts).
 */
export function MenuLink({
  href,
  children,
  secondary,
  menuKey,
  hide,
  countryPrefixed,
}: {
  href: string;
  children: ReactNode;
  secondary?: ReactNode;
  menuKey?: MenuItemKey;
  hide?: string;
  /** The destination is per country: the link carries the visitor's prefix (lib/domain/country/country-links.ts). */
  countryPrefixed?: boolean;
}) {
  const locale = useShellLocale();
  const external = /^(https?:|mailto:)/.test(href);
  const target = countryPrefixed ? countryLinkProps(href) : { href };
  return (
    // No classes: Menu.module.css styles the entries from their list (`.list a[data-menu-item]`).
    <li data-menu-hide={hide}>
      <a
        {...{ [MENU_ITEM_ATTRIBUTE]: '' }}
        {...(menuKey ? { 'data-menu-key': menuKey } : null)}
        {...(external ? { ...target, rel: 'noopener noreferrer', ...(href.startsWith('http') ? { target: '_blank' } : null) } : { href: localizedPath(href, locale) })}
      >
        {secondary ? (
          <>
            <span>{children}</span>
            <span className={styles.secondary}>{secondary}</span>
          </>
        ) : (
          children
        )}
      </a>
    </li>
  );
}

/** A titled list of links; `menuKey` marks the group with the visibility key it stands for. */
export function MenuGroup({ title, children, menuKey, id }: { title: string; children: ReactNode; menuKey?: MenuItemKey; id: string }) {
  return (
    <section aria-labelledby={id} {...(menuKey ? { 'data-menu-key': menuKey } : null)} className={styles.group}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

const links = (list: MenuLinkData[]) =>
  list.map((l) => (
    <MenuLink key={l.href} href={l.href}>
      {l.label}
    </MenuLink>
  ));

/**
 * The grid of the catalogue dropdown: its first columns (CatalogueColumns) and, when visible,
 * the academies column; 3 or 4 columns from md.
 */
export function CatalogueGrid({ children, academies }: { children: ReactNode; academies: ReactNode }) {
  return (
    <div className={styles.columns} style={{ ['--menu-columns' as string]: academies ? 4 : 3 }}>
      {children}
      {academies}
    </div>
  );
}

/** Courses catalogue: categories, subcategories, software, new releases, see all new courses (the academies are AcademiesGroup). */
export function CatalogueColumns({ data, idPrefix }: { data: MenuData; idPrefix: string }) {
  const t = useShellTranslations('menu');
  return (
    <>
      <div className={styles.spanTwo}>
        <MenuGroup id={`${idPrefix}-categories`} title={t('catalogue.categories')}>
          <li className={styles.categories}>
            {data.categories.map((c, index) => (
              <ul key={c.slug} className={styles.list} data-menu-hide={menuHideAttribute(index, MENU_CATEGORY_COUNTS)}>
                <MenuLink href={c.href}>
                  <strong>{c.label}</strong>
                </MenuLink>
                {c.subcategories.map((s) => (
                  <MenuLink key={s.slug} href={catalogueHref({ category: c.slug, subcategory: s.slug })}>
                    <span className={styles.muted}>{s.label}</span>
                  </MenuLink>
                ))}
              </ul>
            ))}
          </li>
          <MenuLink href="/cursos-online/?all=true">{t('catalogue.seeCatalogue')}</MenuLink>
        </MenuGroup>
      </div>
      <div className={styles.stack}>
        <MenuGroup id={`${idPrefix}-${MENU_NEW_ITEMS_KEY}`} title={t('catalogue.newReleases')}>
          {links(data.newCourses)}
          <MenuLink href="/cursos-nuevos/">{t('catalogue.seeAllNew')}</MenuLink>
        </MenuGroup>
        <MenuGroup id={`${idPrefix}-software`} title={t('catalogue.software')}>
          {data.software.map((l, index) => (
            <MenuLink key={l.href} href={l.href} hide={menuHideAttribute(index, MENU_SOFTWARE_COUNTS)}>
              {l.label}
            </MenuLink>
          ))}
        </MenuGroup>
      </div>
    </>
  );
}

/** The academies with their number of learning paths (the catalogue's 4th column, and a drawer section). */
export function AcademiesGroup({ data, idPrefix }: { data: MenuData; idPrefix: string }) {
  const t = useShellTranslations('menu');
  return (
    <MenuGroup id={`${idPrefix}-academies`} title={t('catalogue.academies')} menuKey="academies">
      {data.academies.map((a) => (
        <MenuLink key={a.slug} href={a.href} secondary={t('catalogue.learningPaths', { count: a.learningPaths })}>
          {a.label}
        </MenuLink>
      ))}
    </MenuGroup>
  );
}

/** Solutions (spec §2): learning management and talent management, pointing at the business landing. */
export const SOLUTION_LINKS = {
  learning: [
    { key: 'elearning', href: '/business/#business-solutions' },
    { key: 'elevate', href: '/planes/' },
    { key: 'skillXp', href: '/business/#business-solutions' },
  ],
  talent: [
    { key: 'performance', href: '/business/#business-benefits' },
    { key: 'engagement', href: '/casos-de-exito/' },
  ],
} as const;

export function SolutionsPanel({ idPrefix }: { idPrefix: string }) {
  const t = useShellTranslations('menu.solutions');
  return (
    <div className={styles.columns} style={{ ['--menu-columns' as string]: 2 }}>
      {(['learning', 'talent'] as const).map((group) => (
        <MenuGroup key={group} id={`${idPrefix}-${group}`} title={t(group)}>
          {SOLUTION_LINKS[group].map((l) => (
            <MenuLink key={l.key} href={l.href}>
              {t(l.key)}
            </MenuLink>
          ))}
        </MenuGroup>
      ))}
    </div>
  );
}

/** Micro-degrees: each programme with its duration in months and its university partner, linking to its public page, and the listing (or the empty text). */
export function DegreesPanel({ data, showProgrammes, idPrefix }: { data: MenuData; showProgrammes: boolean; idPrefix: string }) {
  const t = useShellTranslations('menu.degrees');
  if (!showProgrammes || data.microdegrees.length === 0) return <p className={styles.text}>{t('empty')}</p>;
  return (
    <MenuGroup id={`${idPrefix}-programmes`} title={t('title')} menuKey="microdegrees">
      <li className={styles.programmes}>
        <ul className={`${styles.list} ${styles.programmeList}`}>
          {data.microdegrees.map((m) => (
            <MenuLink key={m.slug} href={m.href} secondary={`${t('duration', { months: m.durationMonths })} · ${t('partner', { partner: m.partner })}`}>
              {m.label}
            </MenuLink>
          ))}
        </ul>
      </li>
      <MenuLink href="/microgrados/">{t('seeAll')}</MenuLink>
    </MenuGroup>
  );
}

/** Resources: blog, blog categories, tools, course agenda, live sessions, downloadable resources, article/ebook/video search. */
export function ResourcesPanel({ data, idPrefix }: { data: MenuData; idPrefix: string }) {
  const t = useShellTranslations('menu.resources');
  return (
    <div className={styles.columns} style={{ ['--menu-columns' as string]: 3 }}>
      <MenuGroup id={`${idPrefix}-content`} title={t('content')}>
        <MenuLink href="/blog/">{t('blog')}</MenuLink>
        <MenuLink href="/recursos/herramientas/">{t('tools')}</MenuLink>
        <MenuLink href="/agenda-cursos/">{t('agenda')}</MenuLink>
        <MenuLink href="/live/">{t('live')}</MenuLink>
        <MenuLink href="/business/descargables/">{t('downloads')}</MenuLink>
      </MenuGroup>
      <MenuGroup id={`${idPrefix}-blog`} title={t('blogCategories')}>
        {links(data.blogCategories)}
      </MenuGroup>
      <MenuGroup id={`${idPrefix}-search`} title={t('searchTitle')}>
        <MenuLink href="/recursos/herramientas/#recursos-article">{t('articles')}</MenuLink>
        <MenuLink href="/recursos/herramientas/#recursos-ebook">{t('ebooks')}</MenuLink>
        <MenuLink href="/recursos/herramientas/#recursos-video">{t('videos')}</MenuLink>
      </MenuGroup>
    </div>
  );
}

/** The separate blog-categories submenu (shown where the layout shows blog extras). */
export function BlogCategoriesPanel({ data, idPrefix }: { data: MenuData; idPrefix: string }) {
  const t = useShellTranslations('menu.resources');
  return (
    <MenuGroup id={`${idPrefix}-blog-categories`} title={t('blogCategories')}>
      <MenuLink href="/blog/">{t('blog')}</MenuLink>
      {links(data.blogCategories)}
    </MenuGroup>
  );
}

/** The drawer's catalogue section: all courses, new courses and the categories. */
export function DrawerCatalogueGroup({ data, idPrefix, newCoursesHref }: { data: MenuData; idPrefix: string; newCoursesHref: string }) {
  const t = useShellTranslations('menu');
  return (
    <MenuGroup id={`${idPrefix}-catalogue`} title={t('submenus.catalogue')} menuKey="catalogueDropdown">
      <MenuLink href="/cursos-online/?all=true">{t('links.allCourses')}</MenuLink>
      <MenuLink href={newCoursesHref}>{t('links.newCourses')}</MenuLink>
      {data.categories.map((c, index) => (
        <MenuLink key={c.slug} href={c.href} hide={menuHideAttribute(index, MENU_CATEGORY_COUNTS)}>
          {c.label}
        </MenuLink>
      ))}
    </MenuGroup>
  );
}

/** The drawer's help section: the external help centre and the FAQs. */
export function HelpGroup({ idPrefix, helpCenterUrl }: { idPrefix: string; helpCenterUrl: string }) {
  const t = useShellTranslations('menu');
  return (
    <MenuGroup id={`${idPrefix}-help`} title={t('drawer.help')} menuKey="helpCenter">
      <MenuLink href={helpCenterUrl} countryPrefixed>
        {t('links.helpCenter')}
      </MenuLink>
      <MenuLink href="/preguntas-frecuentes/">{t('links.faqs')}</MenuLink>
    </MenuGroup>
  );
}

/** Links of the drawer's "for you" section that are plain landings, with their visibility key (spec §2, §6). */
export const DRAWER_LANDINGS: readonly { key: MenuItemKey; label: string; href: string }[] = [
  { key: 'mentorLanding', label: 'links.mentors', href: SPEC_ROUTES.mentors },
  { key: 'premiumLanding', label: 'links.persons', href: SPEC_ROUTES.premium },
  { key: 'businessLanding', label: 'links.companies', href: SPEC_ROUTES.businessPlans },
  { key: 'higherEducation', label: 'links.higherEducation', href: SPEC_ROUTES.higherEducation },
];
