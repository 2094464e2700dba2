import type { AccessDenial } from '@/lib/domain/auth/access-denial';
import { NoAccess, SignInPrompt } from './AccessNotice';

/** What a private page shows instead of itself when its loader refused the visitor. */
export function AccessDenialNotice({ locale, denial }: { locale: string; denial: AccessDenial }) {
  return denial.kind === 'sign-in' ? <SignInPrompt locale={locale} path={denial.path} /> : <NoAccess locale={locale} reason={denial.reason} />;
}
