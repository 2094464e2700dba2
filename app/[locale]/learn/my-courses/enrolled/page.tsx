import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { EnrolledView } from '@/components/learning/EnrolledView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/my-courses/enrolled/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('enrolled', 'dashboard');
export default learnerPage('enrolled', 'dashboard', EnrolledView);
