import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { CertificatesView } from '@/components/learning/CertificatesView';

export const dynamic = 'force-dynamic';

/** Spec §2 classic variant /panel/mis-diplomas/ (dashboard users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('certificates', 'classic');
export default learnerPage('certificates', 'classic', CertificatesView);
