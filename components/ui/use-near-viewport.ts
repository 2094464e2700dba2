'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

/** Spec §9: lazy images load 200 px before they enter the view, lazy blocks 300 px. */
export const LAZY_IMAGE_ROOT_MARGIN = '200px';
export const LAZY_BLOCK_ROOT_MARGIN = '300px';

/**
 * `[ref, near]`: `near` turns true (and stays true) once the element comes within
 * `rootMargin` of the viewport. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin: string, skip = false): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(skip);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Old browsers: no observer, so show everything (a late effect, not a render-time branch).
      const id = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(id);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return [ref, near];
}
