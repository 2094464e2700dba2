import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { ProjectsView } from '@/components/learning/ProjectsView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/projects/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('projects', 'dashboard');
export default learnerPage('projects', 'dashboard', ProjectsView);
