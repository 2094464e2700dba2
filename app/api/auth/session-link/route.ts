import { exchangeUrlToken } from '@/lib/server/auth/url-token-exchange';

export { exchangeUrlToken as GET };
