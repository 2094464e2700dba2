/**
 * The course page's schema.org Course (JSON-LD; components/catalogue/JsonLd writes it into the
 * page). Pure: the page passes what it has already read and localized.
 */
import { imageUrl } from '@/lib/domain/media/image-url';
import { absoluteUrl, siteOrigin } from './site-url';
import { offersJsonLd, type OfferPrice } from './structured-data';

export type CourseJsonLdInput = {
  /** The course title in the page's language. */
  name: string;
  description: string;
  /** Spanish app path of the course page ('/cursos-online/<category>/<slug>/'). */
  path: string;
  coverImage: string;
  level: string;
  professorName: string;
  prices: readonly OfferPrice[];
  /** On sale now; otherwise an upcoming course is a pre-order and any other is out of stock. */
  isActive: boolean;
  /** Pre-sale, scheduled or with a launch date. */
  upcoming: boolean;
  scoreAverage: number;
  reviewsCount: number;
  durationSeconds: number;
  lectureCount: number;
  /** The marketplace's name (the provider). */
  productName: string;
};

/** An ISO 8601 duration in whole minutes, at least one ('PT95M'). */
function minutesDuration(seconds: number): string {
  return `PT${Math.max(1, Math.round(seconds / 60))}M`;
}

/**
 * A schema.org Course with its offers (one in US dollars, the price the cards show), its rating
 * when it has reviews, and one online CourseInstance taught by its professor.
 */
export function courseJsonLd(input: CourseJsonLdInput, locale: string, origin: string = siteOrigin()): Record<string, unknown> {
  const url = absoluteUrl(input.path, locale, origin);
  const duration = minutesDuration(input.durationSeconds);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: input.name,
    description: input.description,
    url,
    // A bitmap of the cover (the SVG itself is not read by every consumer of structured data).
    image: new URL(imageUrl(input.coverImage, { width: 1280, height: 720, format: 'jpg', dpr: 1 }), url).toString(),
    inLanguage: locale,
    educationalLevel: input.level,
    provider: { '@type': 'Organization', name: input.productName, url: absoluteUrl('/', locale, origin) },
    offers: offersJsonLd(input.prices, { url, available: input.isActive, preOrder: input.upcoming }),
    ...(input.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(input.scoreAverage.toFixed(2)),
            reviewCount: input.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: duration,
      instructor: { '@type': 'Person', name: input.professorName },
    },
    timeRequired: duration,
    numberOfLessons: input.lectureCount,
  };
}
