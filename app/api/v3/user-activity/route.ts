import { handleUserActivity } from '@/lib/server/analytics/user-activity-handler';

export { handleUserActivity as POST };
