import { localizedPath } from '@/lib/paths/localized-path';

/** The public origin used in structured data (the same setting as the layout's metadataBase). */
export function siteOrigin(): string {
  const fallback = 'http://localhost:3000';
  try {
    return new URL(process.env.NEXT_PUBLIC_SITE_URL?.trim() || fallback).origin;
  } catch {
    return fallback;
  }
}

/** Absolute URL of an app path in `locale` ('/blog/' → 'https://…/pt/blog/'). */
export function absoluteUrl(path: string, locale: string): string {
  return `${siteOrigin()}${localizedPath(path, locale)}`;
}
