import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { BootcampView } from '@/components/learning/BootcampView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/bootcamp/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('bootcamp', 'org');
export default learnerPage('bootcamp', 'org', BootcampView);
