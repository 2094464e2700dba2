import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { NavLink } from './links';

export type Crumb = { label: string; href?: string };

/** Trail of links to the parent pages; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('catalogue');
  return (
    // Each link is at least 24 px tall (WCAG 2.2 target size): short labels stay easy to tap.
    <MuiBreadcrumbs
      aria-label={t('breadcrumbs')}
      sx={{ pt: { xs: 2, sm: 3 }, typography: 'body2', '& a': { display: 'inline-flex', alignItems: 'center', minHeight: 24, minWidth: 24 } }}
    >
      {items.map((item, i) =>
        item.href && i < items.length - 1 ? (
          <NavLink key={item.href} href={item.href} color="text.secondary">
            {item.label}
          </NavLink>
        ) : (
          <Typography key={item.label} variant="body2" aria-current="page" sx={{ color: 'text.primary' }}>
            {item.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
