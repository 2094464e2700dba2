import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { StudyPlanView } from '@/components/learning/StudyPlanView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/studyplan/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('studyPlan', 'dashboard');
export default learnerPage('studyPlan', 'dashboard', StudyPlanView);
