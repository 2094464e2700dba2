import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { ProjectsView } from '@/components/learning/ProjectsView';

export const dynamic = 'force-dynamic';

/** Spec §2 classic variant /panel/mis-proyectos/ (dashboard users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('projects', 'classic');
export default learnerPage('projects', 'classic', ProjectsView);
