import { learnerPage, learnerPageMetadata } from '@/components/learn/learner-route';
import { ProjectsView } from '@/components/learn/ProjectsView';

export const dynamic = 'force-dynamic';

/** Spec §2 classic variant /panel/mis-proyectos/ (dashboard users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('projects', 'classic');
export default learnerPage('projects', 'classic', ProjectsView);
