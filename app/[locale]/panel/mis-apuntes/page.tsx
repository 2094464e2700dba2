import { learnerPage, learnerPageMetadata } from '@/components/learning/learner-route';
import { NotesView } from '@/components/learning/NotesView';

export const dynamic = 'force-dynamic';

/** Spec §2 classic variant /panel/mis-apuntes/ (dashboard users are redirected to their equivalent). */
export const generateMetadata = learnerPageMetadata('notes', 'classic');
export default learnerPage('notes', 'classic', NotesView);
