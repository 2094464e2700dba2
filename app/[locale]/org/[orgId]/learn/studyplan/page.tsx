import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { StudyPlanView } from '@/components/learning/StudyPlanView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/studyplan/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('studyPlan', 'org');
export default learnerPage('studyPlan', 'org', StudyPlanView);
