import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { ProjectsView } from '@/components/learning/ProjectsView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/projects/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('projects', 'org');
export default learnerPage('projects', 'org', ProjectsView);
