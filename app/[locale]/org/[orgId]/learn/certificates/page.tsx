import { learnerPage, learnerPageMetadata } from '@/components/learn/learner-route';
import { CertificatesView } from '@/components/learn/CertificatesView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/certificates/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('certificates', 'org');
export default learnerPage('certificates', 'org', CertificatesView);
