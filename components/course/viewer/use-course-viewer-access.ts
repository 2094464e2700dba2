'use client';

import { useShellLocale } from '@/components/i18n/ShellIntl';
import { CourseViewerAccessDocument } from '@/graphql/generated/course/graphql';
import { lazyGraphqlRequest } from '@/lib/client/graphql-request/lazy-request';
import { createShellQuery } from '@/lib/client/graphql-request/shell-query';
import { buyBoxKind, type BuyBoxKind, type ViewerAccess } from '@/lib/domain/learning/buy-box-kind';
import { useCurrentUser } from '@/lib/client/stores/current-user-store';

/**
 * The viewer's access to a course page's course (issue 15 item 2), asked after hydration: the
 * page is cached and the same for everyone (docs/caching.md), so it never knows the viewer.
 * A plain typed request (lib/client/graphql-request, not Apollo: public pages' first load carries
 * neither Apollo nor graphql) on the default endpoint, in the page's language (`x-locale`: the
 * classroom URL it answers is the page's language). One request per user, language and course,
 * shared by the buy box, the narrow-screen price strip and the local prices.
 */

const SEPARATOR = '|';

/** The shared cache key: the signed-in user, the page language and the course. */
export function viewerAccessKey(userId: string, locale: string, courseId: number): string {
  return [userId, locale, String(courseId)].join(SEPARATOR);
}

function parseKey(key: string): { locale: string; courseId: string } {
  const [, locale = '', courseId = ''] = key.split(SEPARATOR);
  return { locale, courseId };
}

export const courseViewerAccessQuery = createShellQuery((key) => {
  const { locale, courseId } = parseKey(key);
  return lazyGraphqlRequest(CourseViewerAccessDocument, { id: courseId }, { clientName: 'default', headers: { 'x-locale': locale } });
});

/** The signed-in viewer's cache key for the course, or null (signed out, or not known yet: nothing is sent). */
export function useViewerKey(courseId: number): string | null {
  const locale = useShellLocale();
  const user = useCurrentUser();
  return user.status === 'authenticated' ? viewerAccessKey(user.user.id, locale, courseId) : null;
}

/**
 * Which buy box the viewer gets (lib/domain/learning/buy-box-kind.ts) and the access it follows
 * from: 'pay' — the cached server markup — until the access is known, for visitors, when the
 * request fails and for those who must pay.
 */
export function useBuyBoxKind(courseId: number): { kind: BuyBoxKind; access: ViewerAccess | null } {
  const key = useViewerKey(courseId);
  const { data } = courseViewerAccessQuery.use(key);
  const access = key === null ? null : (data?.course?.viewerAccess ?? null);
  return { kind: buyBoxKind(access), access };
}
