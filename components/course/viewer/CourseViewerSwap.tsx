'use client';

import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import { withIntlChunk } from '@/components/i18n/lazy-with-intl';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';
import { useBuyBoxKind } from './use-course-viewer-access';

/** The viewer's version of the box: only viewers who may watch or enrol for free download it (issue 14). */
const LazyCourseViewerContent = lazy(withIntlChunk(() => import('./CourseViewerContent')));

export type CourseViewerSwapProps = {
  courseId: number;
  /** 'box': the buy box of the aside (with its heading); 'strip': the price strip under the header on narrow screens. */
  variant: 'box' | 'strip';
  /** The `course.viewer` messages (the page sends only these to the island). */
  messages: AbstractIntlMessages;
  /** The id the box's <section> is labelled by: the heading shown keeps it. */
  headingId?: string;
  /** The wrapper's classes (the server markup's layout, kept for the viewer's version). */
  className?: string;
  /** The cached server markup: price and cart buttons, shown until the access is known and to those who must pay. */
  children: ReactNode;
};

/**
 * The viewer's part of the cached course page (issue 15 item 2): the server markup (price and
 * cart buttons, the same for everyone) stays until the viewer's access is known, and for
 * visitors and those who must pay; a viewer who may watch gets "Ir al curso" / "Continuar" to
 * the classroom with why (membership, organisation…), a free course not taken yet "Inscríbete
 * gratis". The swap keeps at least the height the server markup had (measured before paint), so
 * nothing below jumps up; plain elements and CSS modules, no MUI.
 */
export function CourseViewerSwap({ courseId, variant, messages, headingId, className, children }: CourseViewerSwapProps) {
  const { kind, access } = useBuyBoxKind(courseId);
  // A chunk that could not load: the failure screen said so; the server markup stays.
  const [failed, setFailed] = useState(false);
  const swapped = kind !== 'pay' && !failed;
  const ref = useRef<HTMLDivElement>(null);
  const serverHeight = useRef(0);
  // Every commit: while the server markup shows, remember its height; once swapped, reserve it.
  // A layout effect runs before paint, so the reserved height is there in the first swapped frame.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!swapped) {
      serverHeight.current = el.offsetHeight;
      el.style.minHeight = '';
    } else if (serverHeight.current > 0) {
      el.style.minHeight = `${serverHeight.current}px`;
    }
  });
  return (
    <div ref={ref} className={className} data-viewer-state={kind}>
      {kind === 'pay' || access === null || failed ? (
        children
      ) : (
        <ChunkErrorBoundary onClose={() => setFailed(true)} source="CourseViewerContent">
          {/* The server markup stays while the viewer's version loads (same height: nothing jumps). */}
          <Suspense fallback={children}>
            <LazyCourseViewerContent courseId={courseId} variant={variant} messages={messages} headingId={headingId} access={access} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </div>
  );
}

/** Renders its children only while the viewer must pay (or it is not known yet): e.g. the local prices. */
export function CoursePayOnly({ courseId, children }: { courseId: number; children: ReactNode }) {
  return useBuyBoxKind(courseId).kind === 'pay' ? children : null;
}

