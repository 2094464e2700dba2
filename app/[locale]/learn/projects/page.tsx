import { learnerPage, learnerPageMetadata } from '@/components/learn/learner-route';
import { ProjectsView } from '@/components/learn/ProjectsView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/projects/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('projects', 'dashboard');
export default learnerPage('projects', 'dashboard', ProjectsView);
