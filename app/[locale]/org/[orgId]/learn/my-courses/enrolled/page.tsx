import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { EnrolledView } from '@/components/learning/EnrolledView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/my-courses/enrolled/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('enrolled', 'org');
export default learnerPage('enrolled', 'org', EnrolledView);
