'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from '@/lib/i18n/navigation';
import type { MenuData, MenuLinkData } from '@/lib/menu/menu-data-types';
import type { MenuItemKey } from '@/lib/menu/menu-visibility';
import { MENU_ITEM_ATTRIBUTE } from './MenuDropdown';

/**
 * The contents of the bar's dropdowns and of the left drawer's sections (spec §2 "Labelled
 * entries"), from the server's menu data. The same pieces serve both places.
 */

/** A link of a submenu: locale-aware for app paths, a plain anchor for external ones. */
export function MenuLink({ href, children, secondary, menuKey, onNavigate }: { href: string; children: ReactNode; secondary?: ReactNode; menuKey?: MenuItemKey; onNavigate?: () => void }) {
  const external = /^(https?:|mailto:)/.test(href);
  const props = { [MENU_ITEM_ATTRIBUTE]: '', 'data-menu-key': menuKey };
  return (
    <Box component="li" sx={{ py: 0.25 }}>
      <MuiLink
        {...props}
        {...(external ? { href, target: href.startsWith('http') ? '_blank' : undefined, rel: 'noopener noreferrer' } : { component: Link, href })}
        onClick={onNavigate}
        color="inherit"
        underline="hover"
        sx={{ display: 'inline-flex', flexDirection: 'column', py: 0.5, borderRadius: 1, fontWeight: 500 }}
      >
        <span>{children}</span>
        {secondary ? (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem', fontWeight: 400 }}>
            {secondary}
          </Box>
        ) : null}
      </MuiLink>
    </Box>
  );
}

/** A titled list of links; `menuKey` marks the group with the visibility key it stands for. */
export function MenuGroup({ title, children, menuKey, id }: { title: string; children: ReactNode; menuKey?: MenuItemKey; id: string }) {
  return (
    <Box component="section" aria-labelledby={id} data-menu-key={menuKey} sx={{ minWidth: 0 }}>
      <Typography id={id} component="h2" variant="overline" sx={{ display: 'block', color: 'text.secondary', fontWeight: 700, lineHeight: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

const links = (list: MenuLinkData[], onNavigate?: () => void) =>
  list.map((l) => (
    <MenuLink key={l.href} href={l.href} onNavigate={onNavigate}>
      {l.label}
    </MenuLink>
  ));

const columns = (n: number) => ({ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: `repeat(${n}, minmax(0, 1fr))` } });

/** Courses catalogue: categories, subcategories, software, new releases, see all new courses; academies when visible. */
export function CataloguePanel({ data, showAcademies, idPrefix }: { data: MenuData; showAcademies: boolean; idPrefix: string }) {
  const t = useTranslations('menu');
  return (
    <Box sx={columns(showAcademies ? 4 : 3)}>
      <Box sx={{ gridColumn: { md: 'span 2' } }}>
        <MenuGroup id={`${idPrefix}-categories`} title={t('catalogue.categories')}>
          <Box component="li" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {data.categories.map((c) => (
              <Box key={c.slug} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                <MenuLink href={c.href}>
                  <strong>{c.label}</strong>
                </MenuLink>
                {c.subcategories.slice(0, 4).map((s) => (
                  <MenuLink key={s.href} href={s.href}>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {s.label}
                    </Box>
                  </MenuLink>
                ))}
              </Box>
            ))}
          </Box>
          <MenuLink href="/cursos-online/?all=true">{t('catalogue.seeCatalogue')}</MenuLink>
        </MenuGroup>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <MenuGroup id={`${idPrefix}-new`} title={t('catalogue.newReleases')}>
          {links(data.newCourses)}
          <MenuLink href="/cursos-nuevos/">{t('catalogue.seeAllNew')}</MenuLink>
        </MenuGroup>
        <MenuGroup id={`${idPrefix}-software`} title={t('catalogue.software')}>
          {links(data.software.slice(0, 6))}
        </MenuGroup>
      </Box>
      {showAcademies ? (
        <MenuGroup id={`${idPrefix}-academies`} title={t('catalogue.academies')} menuKey="academies">
          {data.academies.map((a) => (
            <MenuLink key={a.slug} href={a.href} secondary={t('catalogue.learningPaths', { count: a.learningPaths })}>
              {a.label}
            </MenuLink>
          ))}
        </MenuGroup>
      ) : null}
    </Box>
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

export function SolutionsPanel({ idPrefix, onNavigate }: { idPrefix: string; onNavigate?: () => void }) {
  const t = useTranslations('menu.solutions');
  return (
    <Box sx={columns(2)}>
      {(['learning', 'talent'] as const).map((group) => (
        <MenuGroup key={group} id={`${idPrefix}-${group}`} title={t(group)}>
          {SOLUTION_LINKS[group].map((l) => (
            <MenuLink key={l.key} href={l.href} onNavigate={onNavigate}>
              {t(l.key)}
            </MenuLink>
          ))}
        </MenuGroup>
      ))}
    </Box>
  );
}

/** Micro-degrees: each programme with its duration in months and its university partner. */
export function DegreesPanel({ data, showProgrammes, idPrefix, onNavigate }: { data: MenuData; showProgrammes: boolean; idPrefix: string; onNavigate?: () => void }) {
  const t = useTranslations('menu.degrees');
  if (!showProgrammes || data.microdegrees.length === 0) return <Typography>{t('empty')}</Typography>;
  return (
    <MenuGroup id={`${idPrefix}-programmes`} title={t('title')} menuKey="microdegrees">
      <Box component="li" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <Box component="ul" sx={{ display: 'contents', listStyle: 'none', m: 0, p: 0 }}>
          {data.microdegrees.map((m) => (
            <MenuLink key={m.slug} href={m.href} onNavigate={onNavigate} secondary={`${t('duration', { months: m.durationMonths })} · ${t('partner', { partner: m.partner })}`}>
              {m.label}
            </MenuLink>
          ))}
        </Box>
      </Box>
    </MenuGroup>
  );
}

/** Resources: blog, blog categories, tools, course agenda, live sessions, downloadable resources, article/ebook/video search. */
export function ResourcesPanel({ data, idPrefix, onNavigate }: { data: MenuData; idPrefix: string; onNavigate?: () => void }) {
  const t = useTranslations('menu.resources');
  return (
    <Box sx={columns(3)}>
      <MenuGroup id={`${idPrefix}-content`} title={t('content')}>
        <MenuLink href="/blog/" onNavigate={onNavigate}>{t('blog')}</MenuLink>
        <MenuLink href="/recursos/herramientas/" onNavigate={onNavigate}>{t('tools')}</MenuLink>
        <MenuLink href="/agenda-cursos/" onNavigate={onNavigate}>{t('agenda')}</MenuLink>
        <MenuLink href="/live/" onNavigate={onNavigate}>{t('live')}</MenuLink>
        <MenuLink href="/business/descargables/" onNavigate={onNavigate}>{t('downloads')}</MenuLink>
      </MenuGroup>
      <MenuGroup id={`${idPrefix}-blog`} title={t('blogCategories')}>
        {links(data.blogCategories, onNavigate)}
      </MenuGroup>
      <MenuGroup id={`${idPrefix}-search`} title={t('searchTitle')}>
        <MenuLink href="/recursos/herramientas/#recursos-article" onNavigate={onNavigate}>{t('articles')}</MenuLink>
        <MenuLink href="/recursos/herramientas/#recursos-ebook" onNavigate={onNavigate}>{t('ebooks')}</MenuLink>
        <MenuLink href="/recursos/herramientas/#recursos-video" onNavigate={onNavigate}>{t('videos')}</MenuLink>
      </MenuGroup>
    </Box>
  );
}

/** The separate blog-categories submenu (shown where the layout shows blog extras). */
export function BlogCategoriesPanel({ data, idPrefix, onNavigate }: { data: MenuData; idPrefix: string; onNavigate?: () => void }) {
  const t = useTranslations('menu.resources');
  return (
    <MenuGroup id={`${idPrefix}-blog-categories`} title={t('blogCategories')}>
      <MenuLink href="/blog/" onNavigate={onNavigate}>{t('blog')}</MenuLink>
      {links(data.blogCategories, onNavigate)}
    </MenuGroup>
  );
}
