/** The feature flag that turns login and register into full pages (spec §2 "all-access marathon"). */
export const ALL_ACCESS_MARATHON_FLAG = 'all_access_marathon';

/** Analytics source components of the auth pages when they open the dialog. */
export const AUTH_PAGE_SOURCE = { login: 'LoginPage', register: 'RegisterPage', onboarding: 'OnboardingPage' } as const;
