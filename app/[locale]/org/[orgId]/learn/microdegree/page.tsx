import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { MicrodegreeView } from '@/components/learning/MicrodegreeView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/microdegree/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('microdegree', 'org');
export default learnerPage('microdegree', 'org', MicrodegreeView);
