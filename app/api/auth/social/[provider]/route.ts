import { startSocialLogin } from '@/lib/server/auth/social-routes';

export { startSocialLogin as GET };
