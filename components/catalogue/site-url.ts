import { localizedPath } from '@/lib/paths/localized-path';

/** Absolute URL of an app path in a language, for structured data (same base as metadataBase). */
export function absoluteUrl(path: string, locale: string): string {
  let base: URL;
  try {
    base = new URL(process.env.NEXT_PUBLIC_SITE_URL?.trim() || 'http://localhost:3000');
  } catch {
    base = new URL('http://localhost:3000');
  }
  return new URL(localizedPath(path, locale), base).toString();
}
