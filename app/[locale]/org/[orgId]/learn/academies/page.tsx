import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { AcademiesView } from '@/components/learning/AcademiesView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/academies/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('academies', 'org');
export default learnerPage('academies', 'org', AcademiesView);
