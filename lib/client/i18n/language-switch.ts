// next-intl's navigation runtime (hooks and a router that switch languages and set the locale
// cookie), for the language selector only: a browser concern, so it lives in lib/client/.
// Same-language links and navigation use components/ui/LocalizedLink.tsx and ./localized-router.ts.
import { createNavigation } from 'next-intl/navigation';
import { routing } from '@/lib/domain/i18n/routing';

export const { usePathname, useRouter } = createNavigation(routing);
