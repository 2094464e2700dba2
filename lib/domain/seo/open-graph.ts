/**
 * Open Graph / Twitter card defaults. Images are the /media route's social cards rasterised to
 * PNG at 1200x630 (what Facebook, LinkedIn and X expect; they do not read SVG).
 */
import type { Metadata } from 'next';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { locales } from '@/lib/domain/i18n/routing';
import { imageUrl } from '@/lib/domain/media/image-url';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from '@/lib/domain/media/social';

/** og:locale per language (Latin American Spanish, Brazilian Portuguese). */
export const OG_LOCALES: Readonly<Record<string, string>> = { es: 'es_LA', pt: 'pt_BR', en: 'en_US' };

export function ogLocale(locale: string): string {
  return OG_LOCALES[locale] ?? OG_LOCALES.es;
}

function socialImage(path: string): string {
  return imageUrl(path, { width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, format: 'png', dpr: 1 });
}

/** The site's default share image (relative: resolved against metadataBase). */
export const DEFAULT_SOCIAL_IMAGE = socialImage('/media/og/site.svg');

/** A course's share image: title, category and product name. */
export function courseSocialImage(categorySlug: string, courseSlug: string): string {
  return socialImage(`/media/og/course/${categorySlug}/${courseSlug}.svg`);
}

type OgImage = { url: string; width: number; height: number; alt: string; type: string };

export function socialImageEntry(url: string, alt: string): OgImage {
  return { url, width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, alt, type: 'image/png' };
}

/**
 * The layout's openGraph + twitter blocks. Next merges metadata shallowly, so a page that sets
 * its own `openGraph` starts from `pageOpenGraph` below to keep the site name and locale.
 */
export function defaultSocialMetadata(locale: string, imageAlt: string): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = socialImageEntry(DEFAULT_SOCIAL_IMAGE, imageAlt);
  return {
    openGraph: {
      type: 'website',
      siteName: PRODUCT_NAME,
      locale: ogLocale(locale),
      alternateLocale: locales.filter((l) => l !== locale).map(ogLocale),
      images: [image],
    },
    twitter: { card: 'summary_large_image', images: [{ url: image.url, alt: imageAlt }] },
  };
}

/** A page's own share data on top of the site defaults (site name, locale). */
export function pageSocialMetadata(
  locale: string,
  page: { title: string; description: string; url: string; image: OgImage; type?: 'website' | 'article' },
): Pick<Metadata, 'openGraph' | 'twitter'> {
  return {
    openGraph: {
      type: page.type ?? 'website',
      siteName: PRODUCT_NAME,
      locale: ogLocale(locale),
      alternateLocale: locales.filter((l) => l !== locale).map(ogLocale),
      title: page.title,
      description: page.description,
      url: page.url,
      images: [page.image],
    },
    twitter: { card: 'summary_large_image', title: page.title, description: page.description, images: [{ url: page.image.url, alt: page.image.alt }] },
  };
}
