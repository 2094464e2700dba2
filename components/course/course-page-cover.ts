/**
 * The course page's cover (or trailer poster): 800x450 at 1x, and the width its box really has,
 * for the source set of widths (issue 14: a phone took the 1600 px render for a ~380 px box).
 * The box is the main column of page.module.css's `.layout` in PageContainer: the container's
 * width less its padding (16 px, 24 px from 768 px), two thirds of it less the 32 px gap from
 * 1024 px, at most 1366 px wide. The e2e test "the course and blog covers" checks it against the
 * rendered box.
 */
export const COURSE_PAGE_COVER = {
  width: 800,
  height: 450,
  sizes: '(min-width: 1366px) 858px, (min-width: 1024px) calc((100vw - 80px) * 2 / 3), (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)',
} as const;
