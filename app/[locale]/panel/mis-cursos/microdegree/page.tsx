import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { MicrodegreeView } from '@/components/learning/MicrodegreeView';

export const dynamic = 'force-dynamic';

/** Spec §2 classic variant /panel/mis-cursos/microdegree/ (dashboard users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('microdegree', 'classic');
export default learnerPage('microdegree', 'classic', MicrodegreeView);
