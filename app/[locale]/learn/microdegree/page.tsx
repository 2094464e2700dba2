import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { MicrodegreeView } from '@/components/learning/MicrodegreeView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/microdegree/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('microdegree', 'dashboard');
export default learnerPage('microdegree', 'dashboard', MicrodegreeView);
