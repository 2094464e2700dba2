import { useSearchParams } from 'next/navigation';
import { useShellLocale } from '@/components/i18n/ShellIntl';
import { usePathname } from '@/lib/client/i18n/localized-router';
import { returnToValue } from './return-to';

/**
 * The `next` value for login/register links: current path and query. Uses useSearchParams, so
 * a component calling it must sit under a <Suspense> boundary (static pages render it on the
 * client only).
 */
export function useReturnTo(): string | undefined {
  const pathname = usePathname();
  const search = useSearchParams();
  const locale = useShellLocale();
  return returnToValue(pathname, search.toString(), locale);
}
