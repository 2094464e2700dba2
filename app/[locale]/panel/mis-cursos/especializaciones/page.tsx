import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { TracksView } from '@/components/learning/TracksView';

export const dynamic = 'force-dynamic';

/** Spec §2 classic variant /panel/mis-cursos/especializaciones/ (dashboard users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('tracks', 'classic');
export default learnerPage('tracks', 'classic', TracksView);
