import { handlePerformance } from '@/lib/server/analytics/beacon-handlers';

export { handlePerformance as POST };
