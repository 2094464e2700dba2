import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { StudyPlanView } from '@/components/learning/StudyPlanView';

export const dynamic = 'force-dynamic';

/** Spec §2 classic variant /panel/mi-plan-de-estudios/ (dashboard users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('studyPlan', 'classic');
export default learnerPage('studyPlan', 'classic', StudyPlanView);
