import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { TracksView } from '@/components/learning/TracksView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/my-courses/tracks/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('tracks', 'org');
export default learnerPage('tracks', 'org', TracksView);
