import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccessDenialNotice } from '@/components/auth/AccessDenialNotice';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';
import { localized } from '@/lib/domain/i18n/localized';
import { normalizeCertificateCode } from '@/lib/domain/learning/certificate-code';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { getDb } from '@/lib/server/db/client';
import { getLearnerCertificate } from '@/lib/server/services/learning/certificates';
import { CertificateDocument } from './CertificatesView';
import { gateLearnerPage, learnerRoutePath, type LearnerRouteKind, type LearnerRouteParams } from '@/lib/server/loaders/learner-page';

type Props = { params: Promise<LearnerRouteParams> };

/** …/certificates/{code}/ (and /panel/mis-diplomas/{code}/): the owner's printable certificate; anyone else's code is a 404. */
export function certificatePage(kind: LearnerRouteKind) {
  return async function CertificateRoutePage({ params }: Props) {
    const p = await params;
    const code = normalizeCertificateCode(p.code ?? '');
    if (!code) notFound();
    const gate = await gateLearnerPage(kind, 'certificates', p, `${code}/`);
    if (!gate.ok) return <AccessDenialNotice locale={p.locale} denial={gate.denial} />;
    const certificate = await getLearnerCertificate(gate.ctx.db, gate.ctx.userId, code);
    if (!certificate) notFound();
    return <CertificateDocument ctx={gate.ctx} certificate={certificate} />;
  };
}

export function certificatePageMetadata(kind: LearnerRouteKind) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const p = await params;
    const code = normalizeCertificateCode(p.code ?? '');
    const viewer = code ? await getCurrentViewer() : null;
    const certificate = code && viewer ? await getLearnerCertificate(await getDb(), viewer.user.id, code) : null;
    const course = certificate ? localized(certificate.course.title, p.locale) : '';
    return privatePageMetadata(p.locale, 'learning.pages.certificate', learnerRoutePath(kind, 'certificates', p, code ? `${code}/` : ''), { course });
  };
}
