import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { LearnHomeView } from '@/components/learning/LearnHomeView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('home', 'dashboard');
export default learnerPage('home', 'dashboard', LearnHomeView);
