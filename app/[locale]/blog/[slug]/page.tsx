import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { BlogArticle } from '@/components/blog/BlogArticle';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { absoluteUrl, siteOrigin } from '@/lib/domain/seo/site-url';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { localized } from '@/lib/domain/i18n/localized';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { socialImageEntry } from '@/lib/domain/seo/open-graph';
import { imageUrl } from '@/lib/domain/media/image-url';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from '@/lib/domain/media/social';
import { getDb } from '@/lib/server/db/client';
import { getBlogPost, listRelatedPosts } from '@/lib/server/services/blog';

/** None at build time (the database stays closed then): each page is cached on its first visit (ISR). */
export function generateStaticParams(): never[] {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

const loadPost = cache(async (slug: string) => getBlogPost(await getDb(), slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const post = await loadPost(slug);
  if (!post) return {};
  const title = localized(post.title, locale);
  const description = localized(post.excerpt, locale);
  const path = `/blog/${post.slug}/`;
  return {
    title,
    description,
    alternates: pageAlternates(path, locale),
    authors: [{ name: post.authorName }],
    openGraph: {
      type: 'article',
      title,
      description,
      url: absoluteUrl(path, locale),
      // Social networks do not read SVG: the cover rasterised at its own 1200x630.
      images: [socialImageEntry(imageUrl(post.coverImage, { width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, format: 'png', dpr: 1 }), title)],
      publishedTime: post.publishedAt.toISOString(),
      authors: [post.authorName],
      section: localized(post.category.name, locale),
      siteName: PRODUCT_NAME,
    },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const post = await loadPost(slug);
  if (!post) notFound();
  const related = await listRelatedPosts(await getDb(), post, 3);
  const path = `/blog/${post.slug}/`;
  const body = localized(post.body, locale);
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: localized(post.title, locale),
    description: localized(post.excerpt, locale),
    image: [new URL(post.coverImage, siteOrigin()).toString()],
    datePublished: post.publishedAt.toISOString(),
    author: { '@type': 'Person', name: post.authorName },
    publisher: { '@type': 'Organization', name: PRODUCT_NAME },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(path, locale) },
    articleSection: localized(post.category.name, locale),
    inLanguage: locale,
    wordCount: body.split(/\s+/).filter(Boolean).length,
    timeRequired: `PT${post.readingMinutes}M`,
  };
  return (
    <>
      <JsonLd data={posting} />
      <BlogArticle post={post} related={related} locale={locale} />
    </>
  );
}
