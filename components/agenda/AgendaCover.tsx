'use client';

import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { AGENDA_COVER, AGENDA_COVER_SIZES, agendaCoverSrcSet, agendaCoverUrl } from '@/lib/domain/agenda/cover-url';
import styles from './AgendaCover.module.css';

/**
 * The agenda card cover (spec §2): requested at 200x140, quality 100, jpg through the media
 * route's parameters, with 400 and 800 px renders for dense screens and wide cards (spec §9). If that request fails (a route or CDN rejecting the parameters), it falls
 * back once to the original image; the box crops either to 200:140. `priority`: the cover in
 * the first screen (the agenda's largest paint on a phone), requested at once with high priority
 * and preloaded from the head, not lazily after layout (issue 14: ~1.3 s of Lighthouse's LCP).
 */
export function AgendaCover({ src, alt, rounded = false, priority = false }: { src: string; alt: string; rounded?: boolean; priority?: boolean }) {
  const sized = agendaCoverUrl(src);
  const srcSet = agendaCoverSrcSet(src);
  const [failed, setFailed] = useState(false);
  if (priority && sized !== src) preload(sized, { as: 'image', imageSrcSet: srcSet || undefined, imageSizes: srcSet ? AGENDA_COVER_SIZES : undefined, fetchPriority: 'high' });
  const ref = useRef<HTMLImageElement>(null);

  // An error before hydration fires no React handler: check the element once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized by the media route's parameters, not next/image
    <img
      ref={ref}
      src={failed || sized === src ? src : sized}
      srcSet={failed || !srcSet ? undefined : srcSet}
      sizes={failed || !srcSet ? undefined : AGENDA_COVER_SIZES}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // As LazyImageFrame: the first screen's cover is decoded with the frame that shows it.
      decoding={priority ? 'sync' : 'async'}
      width={AGENDA_COVER.width}
      height={AGENDA_COVER.height}
      onError={() => setFailed(true)}
      className={rounded ? `${styles.cover} ${styles.rounded}` : styles.cover}
    />
  );
}
