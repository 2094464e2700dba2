import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { ContentForYouView } from '@/components/learning/ContentForYouView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/content-for-you/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('contentForYou', 'dashboard');
export default learnerPage('contentForYou', 'dashboard', ContentForYouView);
