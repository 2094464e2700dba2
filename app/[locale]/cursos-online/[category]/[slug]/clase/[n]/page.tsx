import { classroomPage, classroomPageMetadata } from '@/components/classroom/classroom-page';

/** Per viewer: access, progress and notes are the signed-in learner's (issue 15 item 3). */
export const dynamic = 'force-dynamic';

export const generateMetadata = classroomPageMetadata('public');
export default classroomPage('public');
