import { learnerPage, learnerPageMetadata } from '@/components/learn/learner-route';
import { ContentForYouView } from '@/components/learn/ContentForYouView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/content-for-you/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('contentForYou', 'org');
export default learnerPage('contentForYou', 'org', ContentForYouView);
