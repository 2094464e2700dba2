import { handleCollect } from '@/lib/server/analytics/collect-handler';

export { handleCollect as POST };
