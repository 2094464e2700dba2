'use client';

import { useEffect, useRef, useState } from 'react';
import { AGENDA_COVER, AGENDA_COVER_SIZES, agendaCoverSrcSet, agendaCoverUrl } from '@/lib/domain/agenda/cover-url';
import styles from './AgendaCover.module.css';

/**
 * The agenda card cover (spec §2): requested at 200x140, quality 100, jpg through the media
 * route's parameters, with 400 and 800 px renders for dense screens and wide cards (spec §9). If that request fails (a route or CDN rejecting the parameters), it falls
 * back once to the original image; the box crops either to 200:140.
 */
export function AgendaCover({ src, alt, rounded = false }: { src: string; alt: string; rounded?: boolean }) {
  const sized = agendaCoverUrl(src);
  const srcSet = agendaCoverSrcSet(src);
  const [failed, setFailed] = useState(false);
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
      loading="lazy"
      decoding="async"
      width={AGENDA_COVER.width}
      height={AGENDA_COVER.height}
      onError={() => setFailed(true)}
      className={rounded ? `${styles.cover} ${styles.rounded}` : styles.cover}
    />
  );
}
