import { handleAffiliateClick } from '@/lib/server/http/affiliate-click-handler';

export { handleAffiliateClick as POST };
