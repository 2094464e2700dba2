/**
 * The course page's schema.org Course (issue 19 item 5: moved out of the page into lib/domain/seo/).
 * Its fields are the course's of spec §3 ("Course line": title, professor.fullName, price in
 * dollars, score.average, duration), at the course's public path under /cursos-online/ (spec §2
 * route table), in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { courseJsonLd, type CourseJsonLdInput } from '@/lib/domain/seo/course-json-ld';

const ORIGIN = 'https://www.example.com';

const COURSE: CourseJsonLdInput = {
  name: 'Excel desde cero',
  description: 'Fórmulas, tablas dinámicas y gráficos.',
  path: '/cursos-online/ofimatica/excel-desde-cero/',
  coverImage: '/media/course/excel-desde-cero.svg',
  level: 'BEGINNER',
  professorName: 'Ana Torres',
  prices: [
    { currency: 'PEN', priceCents: 9900 },
    { currency: 'USD', priceCents: 2990 },
  ],
  isActive: true,
  upcoming: false,
  scoreAverage: 4.6666,
  reviewsCount: 12,
  durationSeconds: 5700,
  lectureCount: 24,
  productName: 'Cursalia',
};

describe('courseJsonLd', () => {
  it('describes an on-sale course: absolute URLs in the locale, a jpg cover, one dollar offer, rating and workload', () => {
    expect(courseJsonLd(COURSE, 'pt', ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Excel desde cero',
      description: 'Fórmulas, tablas dinámicas y gráficos.',
      url: 'https://www.example.com/pt/cursos-online/ofimatica/excel-desde-cero/',
      image: 'https://www.example.com/media/course/excel-desde-cero.svg?fm=jpg&w=1280&h=720&q=85',
      inLanguage: 'pt',
      educationalLevel: 'BEGINNER',
      provider: { '@type': 'Organization', name: 'Cursalia', url: 'https://www.example.com/pt/' },
      offers: [
        {
          '@type': 'Offer',
          category: 'Paid',
          price: '29.90',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: 'https://www.example.com/pt/cursos-online/ofimatica/excel-desde-cero/',
        },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.67, reviewCount: 12, bestRating: 5, worstRating: 1 },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT95M', instructor: { '@type': 'Person', name: 'Ana Torres' } },
      timeRequired: 'PT95M',
      numberOfLessons: 24,
    });
  });

  it('leaves the rating out of a course without reviews (no invented score)', () => {
    const ld = courseJsonLd({ ...COURSE, reviewsCount: 0, scoreAverage: 0 }, 'es', ORIGIN);
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld.url).toBe('https://www.example.com/cursos-online/ofimatica/excel-desde-cero/');
  });

  it('offers an upcoming course as a pre-order and a withdrawn one as out of stock', () => {
    const availability = (input: Partial<CourseJsonLdInput>) => (courseJsonLd({ ...COURSE, ...input }, 'es', ORIGIN).offers as { availability: string }[])[0].availability;
    expect(availability({ isActive: false, upcoming: true })).toBe('https://schema.org/PreOrder');
    expect(availability({ isActive: false, upcoming: false })).toBe('https://schema.org/OutOfStock');
  });

  it('offers a course without any price row as free, and counts a very short course as one minute', () => {
    const ld = courseJsonLd({ ...COURSE, prices: [], durationSeconds: 20 }, 'en', ORIGIN);
    expect(ld.offers).toEqual([expect.objectContaining({ category: 'Free', price: '0.00', priceCurrency: 'USD' })]);
    expect(ld.timeRequired).toBe('PT1M');
  });
});
