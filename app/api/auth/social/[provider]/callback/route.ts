import { finishSocialLogin } from '@/lib/server/auth/social-routes';

export { finishSocialLogin as GET };
