import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { AcademiesView } from '@/components/learning/AcademiesView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/academies/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('academies', 'dashboard');
export default learnerPage('academies', 'dashboard', AcademiesView);
