import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { TracksView } from '@/components/learning/TracksView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/my-courses/tracks/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('tracks', 'dashboard');
export default learnerPage('tracks', 'dashboard', TracksView);
