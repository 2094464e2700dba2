import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { CertificatesView } from '@/components/learning/CertificatesView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/certificates/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('certificates', 'dashboard');
export default learnerPage('certificates', 'dashboard', CertificatesView);
