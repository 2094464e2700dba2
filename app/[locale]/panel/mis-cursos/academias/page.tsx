import { learnerPage, learnerPageMetadata } from '@/components/learn/learner-route';
import { AcademiesView } from '@/components/learn/AcademiesView';

export const dynamic = 'force-dynamic';

/** Spec §2 classic variant /panel/mis-cursos/academias/ (dashboard users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('academies', 'classic');
export default learnerPage('academies', 'classic', AcademiesView);
