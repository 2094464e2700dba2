import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { NotesView } from '@/components/learning/NotesView';

export const dynamic = 'force-dynamic';

/** Spec §2 dashboard variant /learn/my-courses/notes/ (classic users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('notes', 'dashboard');
export default learnerPage('notes', 'dashboard', NotesView);
