import { learnerPage, learnerPageMetadata } from '@/components/learn/learner-route';
import { StudyPlanView } from '@/components/learn/StudyPlanView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/studyplan/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('studyPlan', 'org');
export default learnerPage('studyPlan', 'org', StudyPlanView);
