import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { getCourseBySlug, type CourseRecord } from '@/lib/server/services/catalogue';
import { getCourseDetailExtras, listRelatedCourses } from '@/lib/server/services/catalogue-facets';
import { localized } from '@/lib/i18n/localized';
import { bundlePath, categoryPath, coursePath } from '@/lib/paths/course-paths';
import { localizedPath } from '@/lib/paths/localized-path';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';
import { courseSocialImage, pageSocialMetadata, socialImageEntry } from '@/lib/seo/open-graph';
import { breadcrumbListJsonLd, offersJsonLd, type BreadcrumbItem } from '@/lib/seo/structured-data';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { LinkButton, NavLink } from '@/components/catalogue/links';
import { parseSlug } from '@/lib/catalogue/catalogue-params';
import { absoluteUrl } from '@/components/catalogue/site-url';
import { CourseBuyBox, cartHrefForCourse } from '@/components/course/CourseBuyBox';
import { CARD_CURRENCY } from '@/components/course/CourseCard';
import { PriceTag } from '@/components/course/PriceTag';
import { CourseDuration } from '@/components/course/CourseDuration';
import { CourseGrid } from '@/components/course/CourseGrid';
import { CourseSyllabus } from '@/components/course/CourseSyllabus';
import { CourseTrailer } from '@/components/course/trailer/CourseTrailer';
import { SaveCourseButton } from '@/components/saved-courses/SaveCourseButton';
import { LazyImage } from '@/components/ui/LazyImage';
import { imageUrl } from '@/lib/media/image-url';

type Props = { params: Promise<{ locale: string; category: string; slug: string }> };

/** The course of a public URL: unknown slugs, a slug under the wrong category and private courses are 404. */
async function loadCourse(categorySlug: string, slug: string) {
  if (!parseSlug(categorySlug) || parseSlug(slug) !== slug) return null;
  const db = await getDb();
  const course = await getCourseBySlug(db, slug);
  if (!course || course.category.slug !== categorySlug) return null;
  const extras = await getCourseDetailExtras(db, course.id);
  if (!extras || extras.organizationId !== null) return null;
  return { course, extras };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, slug } = await params;
  const found = await loadCourse(category, slug);
  if (!found) return {};
  const { course } = found;
  const t = await getTranslations({ locale, namespace: 'course' });
  const title = localized(course.title, locale);
  // Courses on one topic can share a summary: the professor and level keep each description unique.
  const description = t('detail.metaDescription', {
    summary: localized(course.summary, locale) || title,
    professor: course.professor.fullName,
    level: t(`levels.${course.level}`),
  });
  const path = coursePath(course.category.slug, course.slug);
  return {
    title,
    description,
    alternates: pageAlternates(path, locale),
    // Share card: the course title, its category and the product name, as a 1200x630 PNG.
    ...pageSocialMetadata(locale, {
      title,
      description,
      url: absoluteUrl(path, locale),
      image: socialImageEntry(courseSocialImage(course.category.slug, course.slug), title),
    }),
  };
}

/** Home › Catalogue › Category › Course (visible trail and BreadcrumbList). */
async function courseCrumbs(course: CourseRecord, locale: string): Promise<BreadcrumbItem[]> {
  const tc = await getTranslations({ locale, namespace: 'catalogue' });
  return [
    { name: tc('crumbs.home'), path: '/' },
    { name: tc('crumbs.catalogue'), path: '/cursos-online/' },
    { name: localized(course.category.name, locale), path: categoryPath(course.category.slug) },
    { name: localized(course.title, locale), path: coursePath(course.category.slug, course.slug) },
  ];
}

function courseJsonLd(course: CourseRecord, description: string, locale: string, lectureCount: number) {
  const url = absoluteUrl(coursePath(course.category.slug, course.slug), locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: localized(course.title, locale),
    description,
    url,
    // A bitmap of the cover (the SVG itself is not read by every consumer of structured data).
    image: new URL(imageUrl(course.coverImage, { width: 1280, height: 720, format: 'jpg', dpr: 1 }), url).toString(),
    inLanguage: locale,
    educationalLevel: course.level,
    provider: { '@type': 'Organization', name: PRODUCT_NAME, url: absoluteUrl('/', locale) },
    // One offer in US dollars (the price the cards show); upcoming courses are pre-orders.
    offers: offersJsonLd(course.prices, {
      url,
      available: course.isActive,
      preOrder: course.isPreSale || course.isScheduled || course.launchDate !== null,
    }),
    ...(course.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(course.scoreAverage.toFixed(2)),
            reviewCount: course.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: `PT${Math.max(1, Math.round(course.durationSeconds / 60))}M`,
      instructor: { '@type': 'Person', name: course.professor.fullName },
    },
    timeRequired: `PT${Math.max(1, Math.round(course.durationSeconds / 60))}M`,
    numberOfLessons: lectureCount,
  };
}

/** Course detail (cover, summary, description, syllabus, professor, prices, cart links, JSON-LD). */
export default async function CoursePage({ params }: Props) {
  const { locale, category, slug } = await params;
  setRequestLocale(locale);
  const found = await loadCourse(category, slug);
  if (!found) notFound();
  const { course, extras } = found;
  const t = await getTranslations('course');
  const format = await getFormatter();
  const related = await listRelatedCourses(await getDb(), course, 4);
  const title = localized(course.title, locale);
  const summary = localized(course.summary, locale);
  const description = localized(extras.description, locale);
  const usd = course.prices.find((p) => p.currency === CARD_CURRENCY) ?? null;
  const crumbs = await courseCrumbs(course, locale);
  const score = format.number(course.scoreAverage, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <PageContainer>
      <JsonLd data={courseJsonLd(course, description || summary || title, locale, extras.lectureCount)} />
      <JsonLd data={breadcrumbListJsonLd(crumbs, locale)} />
      <Breadcrumbs items={crumbs.map((c, i) => (i < crumbs.length - 1 ? { label: c.name, href: c.path } : { label: c.name }))} />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' }, alignItems: 'start', mt: 2 }}>
        <Box component="article" aria-labelledby="course-title" sx={{ minWidth: 0 }}>
          <Box component="header">
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              {course.subcategory ? <Chip size="small" variant="outlined" label={localized(course.subcategory.name, locale)} /> : null}
              <Chip size="small" variant="outlined" label={t(`levels.${course.level}`)} />
              {course.isPreSale ? <Chip size="small" color="secondary" label={t('buy.preSale')} /> : null}
              {/* Save for premium members; a discreet premium link for visitors and PAYG learners (spec §6). */}
              <SaveCourseButton courseId={course.id} courseTitle={title} variant="button" upsell sx={{ ml: 'auto', alignSelf: 'center' }} />
            </Box>
            <Typography id="course-title" component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
              {title}
            </Typography>
            {summary ? (
              <Typography sx={{ color: 'text.secondary', mt: 1.5, fontSize: { sm: '1.125rem' } }}>{summary}</Typography>
            ) : null}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, typography: 'body2', color: 'text.secondary' }}>
              {course.reviewsCount > 0 ? (
                <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <StarRoundedIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
                  <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>{score}</Box>
                  {t('detail.reviews', { count: course.reviewsCount, formatted: format.number(course.reviewsCount) })}
                </Box>
              ) : (
                <li>{t('card.noReviews')}</li>
              )}
              <li>{t('detail.enrollments', { count: course.enrollmentsCount, formatted: format.number(course.enrollmentsCount) })}</li>
              <li>
                {t('detail.duration')} <CourseDuration seconds={course.durationSeconds} />
              </li>
              {course.launchDate && !course.isActive ? (
                <li>{t('detail.launch', { date: format.dateTime(new Date(`${course.launchDate}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) })}</li>
              ) : null}
              <li>
                {t('detail.professor')}{' '}
                <NavLink href="#professor" color="primary" underline="always">{course.professor.fullName}</NavLink>
              </li>
            </Box>
          </Box>
          {usd && (course.isActive || course.isPreSale) ? (
            <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mt: 2 }}>
              <PriceTag priceCents={usd.priceCents} realPriceCents={usd.realPriceCents} currency={usd.currency} discountPercent={course.discountPercent} />
              {usd.realPriceCents > 0 ? (
                <LinkButton href={cartHrefForCourse(course.id)}>{t('buy.buyNow')}</LinkButton>
              ) : (
                <LinkButton href={`/entrar/?next=${encodeURIComponent(localizedPath(coursePath(course.category.slug, course.slug), locale))}`}>
                  {t('buy.startFree')}
                </LinkButton>
              )}
            </Box>
          ) : null}
          {course.trailerUrl ? (
            // The cover becomes the trailer's poster; the player loads only when play is pressed.
            <CourseTrailer
              courseId={course.id}
              trailerUrl={course.trailerUrl}
              coverImage={course.coverImage}
              labels={{
                play: t('trailer.play'),
                player: t('trailer.playerLabel', { title }),
                coverAlt: t('card.coverAlt', { title }),
                loading: t('trailer.loading'),
              }}
              place="course-page"
              width={800}
              height={450}
              priority
              sx={{ borderRadius: 2, mt: 3 }}
            />
          ) : (
            <LazyImage src={course.coverImage} alt={t('card.coverAlt', { title })} width={800} height={450} priority sx={{ borderRadius: 2, mt: 3 }} />
          )}

          {description ? (
            <Section id="description" title={t('detail.descriptionTitle')}>
              <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{description}</Typography>
              {course.software.length > 0 ? (
                <Box sx={{ mt: 2 }}>
                  <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
                    {t('detail.software')}
                  </Typography>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {course.software.map((s) => (
                      <li key={s}>
                        <Chip label={s} size="small" />
                      </li>
                    ))}
                  </Box>
                </Box>
              ) : null}
            </Section>
          ) : null}

          {extras.syllabus.length > 0 ? (
            <Section
              id="syllabus"
              title={t('syllabus.title')}
              subtitle={t('syllabus.summary', { modules: extras.syllabus.length, lectures: extras.lectureCount })}
            >
              <CourseSyllabus modules={extras.syllabus} />
            </Section>
          ) : null}

          <Section id="professor" title={t('detail.professorTitle')}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Avatar src={course.professor.avatarUrl ?? undefined} alt="" sx={{ width: 72, height: 72 }}>
                {course.professor.fullName.charAt(0)}
              </Avatar>
              <div>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                  {course.professor.fullName}
                </Typography>
                {course.professor.occupation ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>{localized(course.professor.occupation, locale)}</Typography>
                ) : null}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('detail.professorCourses', { count: extras.professor.courseCount })}
                </Typography>
                {extras.professor.bio ? <Typography sx={{ mt: 1 }}>{localized(extras.professor.bio, locale)}</Typography> : null}
              </div>
            </Box>
          </Section>

          {extras.bundles.length > 0 ? (
            <Section id="bundles" title={t('detail.bundlesTitle')}>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {extras.bundles.map((b) => (
                  <li key={b.id}>
                    <NavLink href={bundlePath(b.slug)} color="primary" underline="always">
                      {localized(b.title, locale)}
                    </NavLink>
                  </li>
                ))}
              </Box>
            </Section>
          ) : null}
        </Box>
        <Box component="aside" aria-label={t('buy.title')} sx={{ minWidth: 0, alignSelf: 'stretch' }}>
          <CourseBuyBox course={course} lectureCount={extras.lectureCount} moduleCount={extras.syllabus.length} />
        </Box>
      </Box>

      {related.length > 0 ? (
        <Section id="related" title={t('detail.relatedTitle')} action={{ href: categoryPath(course.category.slug), label: t('detail.relatedAction', { category: localized(course.category.name, locale) }) }}>
          <CourseGrid courses={related} />
        </Section>
      ) : null}
    </PageContainer>
  );
}
