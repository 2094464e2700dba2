/**
 * The agenda card cover (spec §2): requested at 200x140, quality 100, jpg. The media route reads
 * `w`, `h`, `q` and `fm`; a route (or CDN) that ignores them still answers with the original
 * image, which the card crops to 200:140 itself, so the cover never breaks.
 */
export const AGENDA_COVER = { width: 200, height: 140, quality: 100, format: 'jpg' } as const;

const PLACEHOLDER_BASE = 'http://cursalia.invalid';

/**
 * Adds the size, quality and format parameters to an image URL (absolute, or a path such as
 * '/media/course/x.svg'). Quality is appended only when the URL has none (spec §5); size and
 * format replace any previous values. Other parameters and a fragment are kept.
 */
export function agendaCoverUrl(src: string): string {
  if (!src) return src;
  let url: URL;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(src);
  try {
    url = new URL(src, PLACEHOLDER_BASE);
  } catch {
    return src;
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return src;
  url.searchParams.set('w', String(AGENDA_COVER.width));
  url.searchParams.set('h', String(AGENDA_COVER.height));
  if (!url.searchParams.has('q')) url.searchParams.set('q', String(AGENDA_COVER.quality));
  url.searchParams.set('fm', AGENDA_COVER.format);
  if (!relative) return url.toString();
  if (src.startsWith('//')) return url.toString().slice(url.protocol.length);
  const path = src.startsWith('/') ? url.pathname : url.pathname.replace(/^\//, '');
  return `${path}${url.search}${url.hash}`;
}
