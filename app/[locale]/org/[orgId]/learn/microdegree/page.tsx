import { learnerPage, learnerPageMetadata } from '@/lib/server/loaders/learner-page';
import { MicrodegreeView } from '@/components/learn/MicrodegreeView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/microdegree/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('microdegree', 'org');
export default learnerPage('microdegree', 'org', MicrodegreeView);
