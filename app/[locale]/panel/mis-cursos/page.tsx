import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { EnrolledView } from '@/components/learning/EnrolledView';

export const dynamic = 'force-dynamic';

/** Spec §2 classic variant /panel/mis-cursos/ (dashboard users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('enrolled', 'classic');
export default learnerPage('enrolled', 'classic', EnrolledView);
