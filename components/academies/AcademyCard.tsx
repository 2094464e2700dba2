import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import RouteRoundedIcon from '@mui/icons-material/RouteRounded';
import { useLocale, useTranslations } from 'next-intl';
import type { AcademyBucketRecord, AcademyRecord } from '@/lib/server/services/academies';
import { localized } from '@/lib/i18n/localized';
import { categoryPath } from '@/lib/paths/course-paths';
import { LinkButton } from '@/components/catalogue/links';
import { TextClamp } from '@/components/ui/TextClamp';

/** An academy with its logo, buckets, skill-path count and the first skill paths. */
export function AcademyCard({
  academy,
  buckets,
  headingLevel = 'h3',
  maxPaths = 4,
}: {
  academy: AcademyRecord;
  buckets: AcademyBucketRecord[];
  headingLevel?: 'h2' | 'h3';
  maxPaths?: number;
}) {
  const t = useTranslations('academies.card');
  const locale = useLocale();
  const title = localized(academy.title, locale);
  const own = buckets.filter((b) => academy.bucketIds.includes(b.id));
  const shown = academy.skillPaths.slice(0, maxPaths);
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            component="img"
            src={academy.logoUrl}
            alt={t('logoAlt', { title })}
            loading="lazy"
            width={56}
            height={56}
            sx={{ width: 56, height: 56, borderRadius: 1.5, objectFit: 'cover', flexShrink: 0, bgcolor: 'action.hover' }}
          />
          <div>
            <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
              {title}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', typography: 'body2' }}>
              <RouteRoundedIcon fontSize="small" aria-hidden />
              {t('skillPaths', { count: academy.totalSkillPath })}
            </Box>
          </div>
          {academy.isNew ? <Chip label={t('new')} color="secondary" size="small" sx={{ ml: 'auto', fontWeight: 700 }} /> : null}
        </Box>
        {academy.description ? (
          <TextClamp lines={3} variant="body2" sx={{ color: 'text.secondary' }}>
            {localized(academy.description, locale)}
          </TextClamp>
        ) : null}
        {own.length > 0 ? (
          <Box component="ul" aria-label={t('bucketsLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {own.map((b) => (
              <li key={b.id}>
                <Chip label={localized(b.name, locale)} size="small" variant="outlined" />
              </li>
            ))}
          </Box>
        ) : null}
        {shown.length > 0 ? (
          <div>
            <Typography component={headingLevel === 'h2' ? 'h3' : 'h4'} variant="overline" sx={{ color: 'text.secondary', display: 'block' }}>
              {t('pathsHeading')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
              {shown.map((p) => (
                <li key={p.id}>
                  {localized(p.title, locale)}{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>· {t('courses', { count: p.courseCount })}</Box>
                </li>
              ))}
            </Box>
            {academy.skillPaths.length > shown.length ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('morePaths', { count: academy.skillPaths.length - shown.length })}
              </Typography>
            ) : null}
          </div>
        ) : null}
        {academy.category ? (
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <LinkButton href={categoryPath(academy.category.slug)} variant="outlined" size="small" aria-label={`${t('seeCourses')}: ${title}`}>
              {t('seeCourses')}
            </LinkButton>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * Academies as a list; each item carries its slug and bucket ids for the bucket filter. With
 * `anchors` (the academies landing) each item is also the target of the academy's URL
 * (`/academias/#slug`, see lib/academies/academy-filter.ts).
 */
export function AcademyList({ academies, buckets, headingLevel = 'h3', maxPaths, anchors = false }: {
  academies: AcademyRecord[];
  buckets: AcademyBucketRecord[];
  headingLevel?: 'h2' | 'h3';
  maxPaths?: number;
  anchors?: boolean;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}
    >
      {academies.map((a) => (
        <Box
          component="li"
          key={a.id}
          id={anchors ? a.slug : undefined}
          data-academy=""
          data-slug={a.slug}
          data-buckets={` ${a.bucketIds.join(' ')} `}
          sx={{ minWidth: 0, scrollMarginTop: 96 }}
        >
          <AcademyCard academy={a} buckets={buckets} headingLevel={headingLevel} maxPaths={maxPaths} />
        </Box>
      ))}
    </Box>
  );
}
