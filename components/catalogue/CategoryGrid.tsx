import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import type { CategoryFacet } from '@/lib/server/services/catalogue-facets';
import { localized } from '@/lib/i18n/localized';
import { categoryPath } from '@/lib/paths/course-paths';
import { NavLink } from './links';
import { TextClamp } from '@/components/ui/TextClamp';

/** Categories with their course counts, each linking to its category page. */
export function CategoryGrid({ categories, headingLevel = 'h3', showDescription = true }: {
  categories: Pick<CategoryFacet, 'id' | 'slug' | 'name' | 'description' | 'courseCount'>[];
  headingLevel?: 'h2' | 'h3';
  showDescription?: boolean;
}) {
  const t = useTranslations('catalogue.categories');
  const locale = useLocale();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {categories.map((c, i) => (
        <li key={c.id}>
          <Card
            variant="outlined"
            sx={{
              position: 'relative', height: '100%', p: 2, display: 'flex', flexDirection: 'column', gap: 0.5,
              borderLeft: '4px solid', borderLeftColor: i % 2 === 0 ? 'primary.main' : 'secondary.main',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
              <NavLink href={categoryPath(c.slug)} underline="none" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
                {localized(c.name, locale)}
              </NavLink>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('courseCount', { count: c.courseCount })}
            </Typography>
            {showDescription && c.description ? (
              <TextClamp lines={2} variant="body2" sx={{ color: 'text.secondary' }}>
                {localized(c.description, locale)}
              </TextClamp>
            ) : null}
          </Card>
        </li>
      ))}
    </Box>
  );
}
