import { parseEntityId } from '@/lib/domain/graphql/global-id';

/** Cart items are tagged COURSE or BUNDLE with a combined id (spec §3). */
export type CartItemType = 'COURSE' | 'BUNDLE';
/**
 * One item of a cart: a course or a bundle by original id. The one definition for the server
 * (add, remove, checks) and the browser (cart actions, store, arrival on the cart page).
 */
export type CartItemRef = { type: CartItemType; id: number };

export type CartItemInput = { courseId?: string | null; bundleId?: string | null };

export type CartItemParseError = 'itemRequired' | 'oneItemOnly' | 'invalidItemId';

/**
 * Spec §5: an add or a remove needs a course id or a bundle id — exactly one of them.
 * Ids are global ids (base64 "Course:12") or original ids ("12").
 */
export function parseCartItem(input: CartItemInput): { ok: true; item: CartItemRef } | { ok: false; error: CartItemParseError } {
  const course = input.courseId?.trim() || null;
  const bundle = input.bundleId?.trim() || null;
  if (course && bundle) return { ok: false, error: 'oneItemOnly' };
  if (!course && !bundle) return { ok: false, error: 'itemRequired' };
  const id = course ? parseEntityId(course, 'Course') : parseEntityId(bundle as string, 'Bundle');
  if (id === null) return { ok: false, error: 'invalidItemId' };
  return { ok: true, item: { type: course ? 'COURSE' : 'BUNDLE', id } };
}

/** The combined id of spec §3: "COURSE-12", "BUNDLE-3". */
export function combinedItemId(item: CartItemRef): string {
  return `${item.type}-${item.id}`;
}
