import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getFormatter, getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { getCourseBySlug, type CourseRecord } from '@/lib/server/services/catalogue';
import { getCourseDetailExtras, listRelatedCourses } from '@/lib/server/services/catalogue-facets';
import { localized } from '@/lib/domain/i18n/localized';
import { bundlePath, categoryPath, coursePath } from '@/lib/domain/paths/course-paths';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { courseSocialImage, pageSocialMetadata, socialImageEntry } from '@/lib/domain/seo/open-graph';
import { courseJsonLd } from '@/lib/domain/seo/course-json-ld';
import { breadcrumbListJsonLd, type BreadcrumbItem } from '@/lib/domain/seo/structured-data';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { Link } from '@/components/ui/LocalizedLink';
import { parseSlug } from '@/lib/domain/catalogue/catalogue-params';
import { absoluteUrl } from '@/lib/domain/seo/site-url';
import { CourseBuyBox, cartHrefForCourse } from '@/components/course/CourseBuyBox';
import { CourseViewerSwap } from '@/components/course/viewer/CourseViewerSwap';
import { courseViewerMessages } from '@/components/course/viewer/viewer-messages';
import { CARD_CURRENCY } from '@/components/course/CourseCard';
import { PriceTag } from '@/components/course/PriceTag';
import { CourseDuration } from '@/components/course/CourseDuration';
import { CourseGrid } from '@/components/course/CourseGrid';
import { PAGE_NAMES } from '@/lib/domain/analytics/page-name';
import { CourseSyllabus } from '@/components/course/CourseSyllabus';
import { CourseTrailer } from '@/components/course/trailer/CourseTrailer';
import { SaveCourseButton } from '@/components/saved-courses/SaveCourseButton';
import { PremiumSaveHint } from '@/components/saved-courses/PremiumSaveHint';
import { COURSE_PAGE_COVER } from '@/components/course/course-page-cover';
import { WideImage } from '@/components/ui/WideImage';
import { Icon } from '@/components/ui/Icon';
import chip from '@/components/course/Chip.module.css';
import styles from './page.module.css';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';

/** None at build time (the database stays closed then): each page is cached on its first visit (ISR). */
export function generateStaticParams(): never[] {
  return [];
}

type Props = { params: Promise<{ locale: string; category: string; slug: string }> };

/**
 * The course of a public URL: unknown slugs, a slug under the wrong category and private courses
 * are 404. Read once per render: generateMetadata and the page both need it.
 */
const loadCourse = cache(async (categorySlug: string, slug: string) => {
  if (!parseSlug(categorySlug) || parseSlug(slug) !== slug) return null;
  const db = await getDb();
  const course = await getCourseBySlug(db, slug);
  if (!course || course.category.slug !== categorySlug) return null;
  const extras = await getCourseDetailExtras(db, course.id);
  if (!extras || extras.organizationId !== null) return null;
  return { course, extras };
});

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

/** Course detail (cover, summary, description, syllabus, professor, prices, cart links, JSON-LD). */
export default async function CoursePage({ params }: Props) {
  const { locale, category, slug } = await params;
  setRequestLocale(locale);
  const found = await loadCourse(category, slug);
  if (!found) notFound();
  const { course, extras } = found;
  // Independent reads, in parallel.
  const [t, tSaved, format, related, crumbs, messages] = await Promise.all([
    getTranslations('course'),
    getTranslations('savedCourses'),
    getFormatter(),
    getDb().then((db) => listRelatedCourses(db, course, 4)),
    courseCrumbs(course, locale),
    getMessages(),
  ]);
  const viewerMessages = courseViewerMessages(messages);
  const title = localized(course.title, locale);
  const summary = localized(course.summary, locale);
  const description = localized(extras.description, locale);
  const usd = priceInCurrency(course.prices, CARD_CURRENCY);
  const score = format.number(course.scoreAverage, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <PageContainer>
      <JsonLd
        data={courseJsonLd(
          {
            name: title,
            description: description || summary || title,
            path: coursePath(course.category.slug, course.slug),
            coverImage: course.coverImage,
            level: course.level,
            professorName: course.professor.fullName,
            prices: course.prices,
            isActive: course.isActive,
            upcoming: course.isPreSale || course.isScheduled || course.launchDate !== null,
            scoreAverage: course.scoreAverage,
            reviewsCount: course.reviewsCount,
            durationSeconds: course.durationSeconds,
            lectureCount: extras.lectureCount,
            productName: PRODUCT_NAME,
          },
          locale,
        )}
      />
      <JsonLd data={breadcrumbListJsonLd(crumbs, locale)} />
      <Breadcrumbs items={crumbs.map((c, i) => (i < crumbs.length - 1 ? { label: c.name, href: c.path } : { label: c.name }))} />
      <div className={styles.layout}>
        <article aria-labelledby="course-title" className={styles.main}>
          <header>
            <div className={styles.chips}>
              {course.subcategory ? <span className={styles.chip}>{localized(course.subcategory.name, locale)}</span> : null}
              <span className={styles.chip}>{t(`levels.${course.level}`)}</span>
              {course.isPreSale ? <span className={`${chip.chip} ${chip.secondary}`}>{t('buy.preSale')}</span> : null}
              {/* Save for premium members; a discreet premium link for visitors and PAYG learners (spec §6). */}
              <span className={styles.save}>
                <SaveCourseButton courseId={course.id} courseTitle={title} variant="button" upsell={<PremiumSaveHint label={tSaved('upsell')} />} />
              </span>
            </div>
            <h1 id="course-title" className={styles.title}>
              {title}
            </h1>
            {summary ? <p className={styles.summary}>{summary}</p> : null}
            <ul className={styles.facts}>
              {course.reviewsCount > 0 ? (
                <li className={styles.rating}>
                  <Icon name="starRounded" size={20} className={styles.star} />
                  <span className={styles.score}>{score}</span>
                  {t('detail.reviews', { count: course.reviewsCount, formatted: format.number(course.reviewsCount) })}
                </li>
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
                <Link href="#professor" className={styles.link}>
                  {course.professor.fullName}
                </Link>
              </li>
            </ul>
          </header>
          {usd && (course.isActive || course.isPreSale) ? (
            // The same viewer island as the buy box (one shared request): those who may watch get the classroom link here too.
            <CourseViewerSwap courseId={course.id} variant="strip" messages={viewerMessages} className={styles.mobileBuy}>
              <PriceTag priceCents={usd.priceCents} realPriceCents={usd.realPriceCents} currency={usd.currency} discountPercent={course.discountPercent} />
              {usd.realPriceCents > 0 ? (
                <LinkButton href={cartHrefForCourse(course.id)}>{t('buy.buyNow')}</LinkButton>
              ) : (
                <LinkButton href={`/entrar/?next=${encodeURIComponent(localizedPath(coursePath(course.category.slug, course.slug), locale))}`}>
                  {t('buy.startFree')}
                </LinkButton>
              )}
            </CourseViewerSwap>
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
              width={COURSE_PAGE_COVER.width}
              height={COURSE_PAGE_COVER.height}
              sizes={COURSE_PAGE_COVER.sizes}
              style={{ borderRadius: 16, marginTop: 24 }}
            />
          ) : (
            <WideImage
              src={course.coverImage}
              alt={t('card.coverAlt', { title })}
              width={COURSE_PAGE_COVER.width}
              height={COURSE_PAGE_COVER.height}
              sizes={COURSE_PAGE_COVER.sizes}
              style={{ borderRadius: 16, marginTop: 24 }}
            />
          )}

          {description ? (
            <Section id="description" title={t('detail.descriptionTitle')}>
              <p className={styles.description}>{description}</p>
              {course.software.length > 0 ? (
                <div className={styles.software}>
                  <h3 className={styles.subheading}>{t('detail.software')}</h3>
                  <ul className={styles.chipList}>
                    {course.software.map((s) => (
                      <li key={s}>
                        <span className={`${styles.chip} ${styles.chipFilled}`}>{s}</span>
                      </li>
                    ))}
                  </ul>
                </div>
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
            <div className={styles.professor}>
              <div className={styles.avatar}>
                {course.professor.avatarUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a small avatar, as MUI's <Avatar> drew it
                  <img src={course.professor.avatarUrl} alt="" width={72} height={72} loading="lazy" decoding="async" />
                ) : (
                  course.professor.fullName.charAt(0)
                )}
              </div>
              <div>
                <h3 className={styles.professorName}>{course.professor.fullName}</h3>
                {course.professor.occupation ? <p className={styles.secondary}>{localized(course.professor.occupation, locale)}</p> : null}
                <p className={styles.secondary}>{t('detail.professorCourses', { count: extras.professor.courseCount })}</p>
                {extras.professor.bio ? <p className={styles.bio}>{localized(extras.professor.bio, locale)}</p> : null}
              </div>
            </div>
          </Section>

          {extras.bundles.length > 0 ? (
            <Section id="bundles" title={t('detail.bundlesTitle')}>
              <ul className={styles.bundles}>
                {extras.bundles.map((b) => (
                  <li key={b.id}>
                    <Link href={bundlePath(b.slug)} className={styles.link}>
                      {localized(b.title, locale)}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </article>
        {/* Named by the box's heading, which the viewer island swaps ("Compra este curso" → "Tu curso"). */}
        <aside aria-labelledby="buy-box-title" className={styles.aside}>
          <CourseBuyBox course={course} lectureCount={extras.lectureCount} moduleCount={extras.syllabus.length} />
        </aside>
      </div>

      {related.length > 0 ? (
        <Section id="related" title={t('detail.relatedTitle')} action={{ href: categoryPath(course.category.slug), label: t('detail.relatedAction', { category: localized(course.category.name, locale) }) }}>
          <CourseGrid courses={related} tracking={{ sourcePage: PAGE_NAMES.course, sourceDetail: 'related-courses' }} />
        </Section>
      ) : null}
    </PageContainer>
  );
}
