'use client';

import { lazy, type ComponentProps } from 'react';
import type { NamespaceMessages } from '@/components/providers/NamespaceMessages';
import { withIntlChunk } from './lazy-with-intl';

/**
 * NamespaceMessages (a lazily loaded namespace merged over the page's messages) for modules of
 * the first load, which must not import next-intl (issue 14): it loads, inside WithIntl, with
 * the first island that needs it. Like NamespaceMessages it suspends: place it inside the
 * island's Suspense boundary. The islands below it find next-intl's provider already there.
 */
export const LazyNamespaceMessages = lazy(withIntlChunk<ComponentProps<typeof NamespaceMessages>>(() => import('@/components/providers/NamespaceMessages').then((m) => ({ default: m.NamespaceMessages }))));
