'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { useFormatter, useTranslations } from 'next-intl';
import type { CoursePreviewQuery } from '@/graphql/generated/client/graphql';
import { LazyImage } from '@/components/ui/LazyImage';
import { CARD_CURRENCY } from '../card-currency';
import { CourseDuration } from '../CourseDuration';
import { PriceTag } from '../PriceTag';
import { CourseTrailer } from '../trailer/CourseTrailer';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';

export type PreviewCourse = NonNullable<CoursePreviewQuery['course']>;

/** Media box of the dialog (CSS pixels at 1x): the dialog is at most 600 px wide. */
const MEDIA = { width: 552, height: 310 } as const;
const LEVELS = new Set(['BEGINNER', 'INTERMEDIATE', 'ADVANCED']);

/** What the preview shows of a course: trailer or cover, summary, facts and price. */
export function CoursePreviewDetails({ course }: { course: PreviewCourse }) {
  const t = useTranslations('course');
  const format = useFormatter();
  const price = priceInCurrency(course.prices, CARD_CURRENCY);
  const score = format.number(course.score.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const coverAlt = t('card.coverAlt', { title: course.title });
  const fact = { m: 0, fontWeight: 600 } as const;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {course.trailerUrl ? (
        <CourseTrailer
          courseId={course.originalId}
          trailerUrl={course.trailerUrl}
          coverImage={course.coverImage}
          labels={{ play: t('trailer.play'), player: t('trailer.playerLabel', { title: course.title }), coverAlt, loading: t('trailer.loading') }}
          place="course-preview"
          width={MEDIA.width}
          height={MEDIA.height}
          priority
          style={{ borderRadius: 8 }}
        />
      ) : (
        <LazyImage src={course.coverImage} alt={coverAlt} width={MEDIA.width} height={MEDIA.height} priority style={{ borderRadius: 8 }} />
      )}
      {course.summary ? <Typography sx={{ color: 'text.secondary' }}>{course.summary}</Typography> : null}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, typography: 'body2' }}>
        <Box component="dt" sx={{ color: 'text.secondary' }}>{t('preview.professor')}</Box>
        <Box component="dd" sx={fact}>{course.professor.fullName}</Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>{t('preview.score')}</Box>
        <Box component="dd" sx={{ ...fact, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {course.comments > 0 ? (
            <>
              <StarRoundedIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
              {t('preview.scoreValue', { score, count: course.comments })}
            </>
          ) : (
            t('card.noReviews')
          )}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>{t('preview.duration')}</Box>
        <Box component="dd" sx={fact}>
          <CourseDuration seconds={course.duration} />
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>{t('preview.level')}</Box>
        <Box component="dd" sx={fact}>{LEVELS.has(course.level) ? t(`levels.${course.level}`) : course.level}</Box>
      </Box>
      {price ? (
        <PriceTag priceCents={price.priceCents} realPriceCents={price.realPriceCents} currency={price.currency} discountPercent={course.discount} size="large" />
      ) : null}
    </Box>
  );
}
