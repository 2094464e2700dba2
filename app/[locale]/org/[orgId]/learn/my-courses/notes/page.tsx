import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { NotesView } from '@/components/learning/NotesView';

export const dynamic = 'force-dynamic';

/** Spec §2 /org/{slug}/learn/my-courses/notes/ for the organisation's members. */
export const generateMetadata = learnerPageMetadata('notes', 'org');
export default learnerPage('notes', 'org', NotesView);
