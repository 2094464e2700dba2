import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { AcademiesView } from '@/components/learning/AcademiesView';

export const dynamic = 'force-dynamic';

/** Spec §2 classic variant /panel/mis-cursos/academias/ (dashboard users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('academies', 'classic');
export default learnerPage('academies', 'classic', AcademiesView);
