import { learnerPage, learnerPageMetadata } from '@/components/learn/learner-route';
import { TracksView } from '@/components/learn/TracksView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/my-courses/tracks/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('tracks', 'org');
export default learnerPage('tracks', 'org', TracksView);
