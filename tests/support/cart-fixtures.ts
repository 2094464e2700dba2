/**
 * MyCart answers for the cart tests, with __typename everywhere (as the server sends them, so
 * Apollo's cache normalises them the same way).
 */
import type { CartData } from '@/lib/client/stores/cart-store';

type CourseLineInput = { id: number; title?: string; priceCents: number; realPriceCents?: number; discount?: number; extra?: number; addedAt?: string };
type BundleLineInput = { id: number; title?: string; priceCents: number; realPriceCents?: number; courseCount?: number; addedAt?: string };

export function courseLine(input: CourseLineInput): CartData['courses'][number] {
  const real = input.realPriceCents ?? input.priceCents;
  return {
    __typename: 'ShoppingCartCourseLine',
    id: `COURSE-${input.id}`,
    discount: input.discount ?? 0,
    price: input.priceCents / 100,
    priceCents: input.priceCents,
    realPrice: real / 100,
    realPriceCents: real,
    extraDiscountPercent: 0,
    addedAt: input.addedAt ?? '2026-11-20T10:00:00.000Z',
    course: {
      __typename: 'Course',
      id: `Q291cnNlOj${input.id}`,
      originalId: input.id,
      title: input.title ?? `Curso ${input.id}`,
      url: `/cursos-online/diseno/curso-${input.id}/`,
      urlToBuyNow: `/carrito-de-compras/?course=${input.id}`,
      coverImage: `/media/course/curso-${input.id}.svg`,
      imagePlaceholder: null,
      promoImage: null,
      duration: 3600,
      discount: input.discount ?? 0,
      enrollments: 10,
      comments: 2,
      price: input.priceCents / 100,
      realPrice: real / 100,
      score: { __typename: 'CourseScore', average: 4.5 },
      professor: { __typename: 'CourseProfessor', id: 'P1', fullName: 'Ana Gómez', occupation: null },
      categoryObj: { __typename: 'CourseCategory', id: 'C1', name: 'Diseño' },
      subCategory: null,
    },
  } as unknown as CartData['courses'][number];
}

export function bundleLine(input: BundleLineInput): CartData['bundles'][number] {
  const real = input.realPriceCents ?? input.priceCents;
  return {
    __typename: 'ShoppingCartBundleLine',
    id: `BUNDLE-${input.id}`,
    discount: real > input.priceCents ? Math.round(((real - input.priceCents) / real) * 100) : 0,
    price: input.priceCents / 100,
    priceCents: input.priceCents,
    realPrice: real / 100,
    realPriceCents: real,
    addedAt: input.addedAt ?? '2026-11-20T10:00:00.000Z',
    bundle: {
      __typename: 'ShoppingCartBundle',
      id: `QnVuZGxlOj${input.id}`,
      originalId: input.id,
      title: input.title ?? `Certificación ${input.id}`,
      coverImageUrl: `/media/bundle/b-${input.id}.svg`,
      imagePlaceholderUrl: `/media/bundle/b-${input.id}.svg`,
      duration: 7200,
      discount: 30,
      url: `/certificaciones/b-${input.id}/`,
      urlToBuyNow: `/carrito-de-compras/?bundle=${input.id}`,
      enrollments: 5,
      courseCount: input.courseCount ?? 3,
      professors: [],
      prices: [],
    },
  } as unknown as CartData['bundles'][number];
}

export function cartData(
  options: {
    courses?: CartData['courses'];
    bundles?: CartData['bundles'];
    nextDiscount?: number;
    cumulativeDiscount?: number;
    cumulativeDiscountCents?: number;
    extra?: CartData['dataExtraDiscount'];
    creditCents?: number;
    isPaid?: boolean;
  } = {},
): CartData {
  const courses = options.courses ?? [];
  const bundles = options.bundles ?? [];
  const real = [...courses, ...bundles].reduce((sum, l) => sum + l.realPriceCents, 0);
  const price = [...courses, ...bundles].reduce((sum, l) => sum + l.priceCents, 0) - (options.cumulativeDiscountCents ?? 0);
  const credit = Math.min(options.creditCents ?? 0, price);
  return {
    __typename: 'ShoppingCart',
    id: 'U2hvcHBpbmdDYXJ0OjE=',
    originalId: 1,
    user: null,
    currency: 'USD',
    currencySymbol: 'US$',
    realTotalPrice: real / 100,
    realTotalPriceCents: real,
    totalDiscount: (real - price) / 100,
    totalDiscountCents: real - price,
    price: price / 100,
    priceCents: price,
    cumulativeDiscount: options.cumulativeDiscount ?? 0,
    cumulativeDiscountCents: options.cumulativeDiscountCents ?? 0,
    nextDiscount: options.nextDiscount ?? 0,
    dataExtraDiscount: options.extra ?? [],
    prices: [{ __typename: 'ShoppingCartPrice', currency: 'USD', currencySymbol: 'US$', price: price / 100, realPrice: real / 100 }],
    pricesWithCredit: { __typename: 'ShoppingCartCredit', credit: credit / 100, creditCents: credit, priceWithCredit: (price - credit) / 100, priceWithCreditCents: price - credit },
    isPaid: options.isPaid ?? false,
    itemCount: courses.length + bundles.length,
    courses,
    bundles,
  } as unknown as CartData;
}
