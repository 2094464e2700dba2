import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { BootcampView } from '@/components/learning/BootcampView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/bootcamp/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('bootcamp', 'dashboard');
export default learnerPage('bootcamp', 'dashboard', BootcampView);
