// Only the language selector uses this (it switches languages and sets the locale cookie);
// same-language links and navigation use lib/domain/i18n/localized-link.tsx and localized-router.ts.
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
