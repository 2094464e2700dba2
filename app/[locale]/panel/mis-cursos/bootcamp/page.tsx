import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { BootcampView } from '@/components/learning/BootcampView';

export const dynamic = 'force-dynamic';

/** Spec §2 classic variant /panel/mis-cursos/bootcamp/ (dashboard users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('bootcamp', 'classic');
export default learnerPage('bootcamp', 'classic', BootcampView);
