// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { describe, expect, it, vi } from 'vitest';
import esCourse from '@/messages/es/course.json';
import esCart from '@/messages/es/cart.json';
import esCommon from '@/messages/es/common.json';
import type { CourseRecord } from '@/lib/server/services/catalogue';

vi.mock('@/components/ui/LocalizedLink', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));
vi.mock('@/lib/client/i18n/localized-router', () => ({
  usePathname: () => '/cursos-online/diseno/logos/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const { CourseBuyBox } = await import('@/components/course/CourseBuyBox');

function course(prices: CourseRecord['prices'], courseType = 'PAID'): CourseRecord {
  const text = { es: 'Logos', pt: 'Logos', en: 'Logos' };
  return {
    id: 7, slug: 'logos', title: text, summary: null, coverImage: '/c.jpg', promoImage: null, trailerUrl: null, durationSeconds: 3600, scoreAverage: 4.5,
    reviewsCount: 3, enrollmentsCount: 10, discountPercent: 100, level: 'BEGINNER', courseType, software: [], launchDate: null, isPreSale: false,
    isScheduled: false, isActive: true, publishedAt: null, category: { id: 1, slug: 'diseno', name: text }, subcategory: null,
    professor: { id: 1, slug: 'ana', fullName: 'Ana', occupation: null, avatarUrl: null }, prices,
  };
}

function html(record: CourseRecord): string {
  return renderToStaticMarkup(
    <IntlTestProvider locale="es" messages={{ course: esCourse, cart: esCart, common: esCommon }} timeZone="America/Lima">
      <CourseBuyBox course={record} lectureCount={10} moduleCount={2} />
    </IntlTestProvider>,
  );
}

describe('course buy box: free of charge is one rule (issue 19 item 2; spec §5 only lines priced above 0 are sold)', () => {
  it('a course at its price offers buy now and add to cart', () => {
    const out = html(course([{ currency: 'USD', priceCents: 4900, realPriceCents: 9900 }]));
    expect(out).toContain(esCourse.buy.buyNow);
    expect(out).toContain(esCourse.buy.addToCart);
    expect(out).not.toContain(esCourse.buy.startFree);
  });

  it('a course discounted to 100 % offers to start free, never buttons the cart would refuse', () => {
    const out = html(course([{ currency: 'USD', priceCents: 0, realPriceCents: 9900 }]));
    expect(out).toContain(esCourse.buy.startFree);
    expect(out).not.toContain(esCourse.buy.buyNow);
    expect(out).not.toContain(esCourse.buy.addToCart);
  });

  it('a FREE course offers to start free', () => {
    const out = html(course([], 'FREE'));
    expect(out).toContain(esCourse.buy.startFree);
    expect(out).not.toContain(esCourse.buy.buyNow);
  });
});
