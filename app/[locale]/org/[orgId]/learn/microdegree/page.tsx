import { learnerPage, learnerPageMetadata } from '@/components/learn/learner-route';
import { MicrodegreeView } from '@/components/learn/MicrodegreeView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/microdegree/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('microdegree', 'org');
export default learnerPage('microdegree', 'org', MicrodegreeView);
