import { handleChannelRegister } from '@/lib/server/analytics/beacon-handlers';

export { handleChannelRegister as POST };
