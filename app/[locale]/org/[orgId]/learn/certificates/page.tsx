import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { CertificatesView } from '@/components/learning/CertificatesView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/certificates/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('certificates', 'org');
export default learnerPage('certificates', 'org', CertificatesView);
