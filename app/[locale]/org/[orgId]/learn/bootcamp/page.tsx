import { learnerPage, learnerPageMetadata } from '@/components/learn/learner-route';
import { BootcampView } from '@/components/learn/BootcampView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/bootcamp/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('bootcamp', 'org');
export default learnerPage('bootcamp', 'org', BootcampView);
