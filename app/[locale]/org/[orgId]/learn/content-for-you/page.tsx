import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { ContentForYouView } from '@/components/learning/ContentForYouView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/content-for-you/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('contentForYou', 'org');
export default learnerPage('contentForYou', 'org', ContentForYouView);
