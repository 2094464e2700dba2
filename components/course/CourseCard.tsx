import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { CourseRecord } from '@/lib/server/services/catalogue';
import { localized } from '@/lib/i18n/localized';
import { coursePath } from '@/lib/paths/course-paths';
import { NavLink } from '@/components/catalogue/links';
import { LazyImage } from '@/components/ui/LazyImage';
import { CourseDuration } from './CourseDuration';
import { PriceTag } from './PriceTag';
import { CARD_CURRENCY } from './card-currency';
import { CoursePreviewButton } from './preview/CoursePreviewButton';
import { SaveCourseButton } from '@/components/saved-courses/SaveCourseButton';

export type CourseCardCourse = Pick<
  CourseRecord,
  'id' | 'slug' | 'title' | 'coverImage' | 'durationSeconds' | 'scoreAverage' | 'reviewsCount' | 'discountPercent' | 'isPreSale' | 'category' | 'professor' | 'prices'
>;

// Its own module, so client code (the preview dialog) can use it without the card.
export { CARD_CURRENCY } from './card-currency';

export function clampLines(lines: number) {
  return { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;
}

/** The stretched link makes the whole card clickable while the title stays the only link. */
const stretchedLink = {
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  '&:focus-visible': { outline: 'none' },
} as const;

/** Cover size on a card (CSS pixels at 1x; the 2x candidate doubles it). */
export const CARD_COVER = { width: 400, height: 225 } as const;

export function CourseCard({
  course,
  headingLevel = 'h3',
  priority = false,
}: {
  course: CourseCardCourse;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The card is in the first row above the fold: its cover loads at once (LCP). */
  priority?: boolean;
}) {
  const t = useTranslations('course.card');
  const tp = useTranslations('course.preview');
  const locale = useLocale();
  const format = useFormatter();
  const title = localized(course.title, locale);
  const price = course.prices.find((p) => p.currency === CARD_CURRENCY) ?? course.prices[0] ?? null;
  const score = format.number(course.scoreAverage, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <LazyImage src={course.coverImage} alt={t('coverAlt', { title })} width={CARD_COVER.width} height={CARD_COVER.height} priority={priority} />
        {course.isPreSale ? (
          <Chip label={t('preSale')} size="small" color="secondary" sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }} />
        ) : null}
        {/* Premium members' bookmark (spec §6); nothing for anyone else. */}
        <SaveCourseButton courseId={course.id} courseTitle={title} sx={{ position: 'absolute', top: 8, right: 8 }} />
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, flexGrow: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.5 }}>
          {localized(course.category.name, locale)}
        </Typography>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3, ...clampLines(2) }}>
          <NavLink href={coursePath(course.category.slug, course.slug)} underline="none" sx={stretchedLink}>
            {title}
          </NavLink>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('by', { name: course.professor.fullName })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, color: 'text.secondary', typography: 'body2' }}>
          {course.reviewsCount > 0 ? (
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
              aria-label={t('ratingLabel', { score, count: course.reviewsCount })}
              role="img"
            >
              <StarRoundedIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
              <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>{score}</Box>
              <span>({format.number(course.reviewsCount)})</span>
            </Box>
          ) : (
            <span>{t('noReviews')}</span>
          )}
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ScheduleRoundedIcon fontSize="small" aria-hidden />
            <CourseDuration seconds={course.durationSeconds} />
          </Box>
        </Box>
        <Box sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          {price ? (
            <PriceTag priceCents={price.priceCents} realPriceCents={price.realPriceCents} currency={price.currency} discountPercent={course.discountPercent} />
          ) : null}
          {/* A sibling of the title link, not inside it: no interactive element nested in the <a>. */}
          <CoursePreviewButton courseId={course.id} label={tp('open')} accessibleLabel={tp('openLabel', { title })} />
        </Box>
      </CardContent>
    </Card>
  );
}
