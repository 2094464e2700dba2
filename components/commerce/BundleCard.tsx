import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { bundlePriceIn, type BundleRecord } from '@/lib/server/services/bundles';
import { localized } from '@/lib/i18n/localized';
import { bundlePath } from '@/lib/paths/course-paths';
import { NavLink } from '@/components/catalogue/links';
import { LazyImage } from '@/components/ui/LazyImage';
import { clampLines, CARD_CURRENCY } from '@/components/course/CourseCard';
import { CourseDuration } from '@/components/course/CourseDuration';
import { PriceTag } from '@/components/course/PriceTag';

/** A certification bundle: cover, title, number of courses, length, learners and price. */
export function BundleCard({ bundle, headingLevel = 'h3', priority = false }: { bundle: BundleRecord; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const t = useTranslations('course.bundle');
  const locale = useLocale();
  const format = useFormatter();
  const title = localized(bundle.title, locale);
  const price = bundlePriceIn(bundle, CARD_CURRENCY);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative', height: '100%', display: 'flex', flexDirection: 'column',
        '&:hover': { boxShadow: 4 },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <LazyImage src={bundle.coverImageUrl} alt={t('coverAlt', { title })} width={400} height={225} priority={priority} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'secondary.main', typography: 'caption', fontWeight: 700, textTransform: 'uppercase' }}>
          <WorkspacePremiumRoundedIcon fontSize="small" aria-hidden />
          {t('kind')}
        </Box>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3, ...clampLines(2) }}>
          <NavLink href={bundlePath(bundle.slug)} underline="none" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {title}
          </NavLink>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('courses', { count: bundle.courseIds.length })} · <CourseDuration seconds={bundle.durationSeconds} />
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('learners', { count: bundle.enrollmentsCount, formatted: format.number(bundle.enrollmentsCount) })}
        </Typography>
        {price ? (
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <PriceTag priceCents={price.priceCents} realPriceCents={price.totalPriceCents} currency={price.currency} discountPercent={bundle.discountPercent} />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function BundleGrid({
  bundles,
  headingLevel = 'h3',
  priorityCount = 0,
}: {
  bundles: BundleRecord[];
  headingLevel?: 'h2' | 'h3';
  /** How many leading cards load their cover at once (first row above the fold). */
  priorityCount?: number;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}
    >
      {bundles.map((b, index) => (
        <Box component="li" key={b.id} sx={{ minWidth: 0 }}>
          <BundleCard bundle={b} headingLevel={headingLevel} priority={index < priorityCount} />
        </Box>
      ))}
    </Box>
  );
}
