import { learnerPage, learnerPageMetadata } from '@/components/learn/learner-route';
import { CertificatesView } from '@/components/learn/CertificatesView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/certificates/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('certificates', 'dashboard');
export default learnerPage('certificates', 'dashboard', CertificatesView);
