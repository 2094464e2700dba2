import 'server-only';
import type { ReactElement, ReactNode } from 'react';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { AccessDenialNotice } from '@/components/auth/AccessDenialNotice';
import type { LearnerConcept } from '@/lib/domain/learning/learner-area';
import { gateLearnerPage, learnerRoutePath, type LearnerContext, type LearnerRouteKind, type LearnerRouteParams } from '@/lib/server/loaders/learner-page';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';

/**
 * How every learner-area route is built (issue 7; spec §2 "Learner-area paths"). A route file
 * is two lines: `learnerPage(concept, kind, View)` for its page and `learnerPageMetadata` for its
 * metadata, so the dashboard page (/learn/…), the classic one (/panel/…) and the organisation
 * one (/org/{slug}/learn/…) of a concept render the same component. The checks are the loader's
 * (lib/server/loaders/learner-page.ts); this file only renders.
 */

type Props = { params: Promise<LearnerRouteParams> };

/** Client islands of the area get the `learning` (and `common`) messages only. */
export async function LearningClientMessages({ locale, children }: { locale: string; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ learning: messages.learning, common: messages.common }}>
      {children}
    </NextIntlClientProvider>
  );
}

export type ConceptView = (ctx: LearnerContext) => Promise<ReactElement>;

/** The page of one concept for one route kind. */
export function learnerPage(concept: LearnerConcept, kind: LearnerRouteKind, View: ConceptView) {
  return async function LearnerRoutePage({ params }: Props) {
    const p = await params;
    const gate = await gateLearnerPage(kind, concept, p);
    if (!gate.ok) return <AccessDenialNotice locale={p.locale} denial={gate.denial} />;
    return View(gate.ctx);
  };
}

/** Translated, never-indexed metadata of a concept's page. */
export function learnerPageMetadata(concept: LearnerConcept, kind: LearnerRouteKind) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const p = await params;
    return privatePageMetadata(p.locale, `learning.pages.${concept}`, learnerRoutePath(kind, concept, p));
  };
}
