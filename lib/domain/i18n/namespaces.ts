/** Message namespaces: one JSON file per namespace and locale in messages/{locale}/. */
export const namespaces = [
  'common', 'menu', 'footer', 'auth', 'home', 'catalogue', 'course', 'academies', 'agenda', 'blog', 'live', 'tools',
  'mentors', 'premium', 'business', 'referrals', 'renewal', 'legal', 'cart', 'notifications', 'settings', 'org', 'panels', 'errors', 'company',
  'savedCourses', 'analytics',
  // Issue 15: the messages of the classroom's progress services (docs/classroom-data.md).
  'lectureProgress',
  'siteChrome',
  'learning',
  'classroom',
  // The fatal-error screens (issue 14: app/global-error.tsx imports these three small files
  // into every page's first load, not the whole of common).
  'fatalError',
  // Issue 18 item 4: the public micro-degree programme pages.
  'microdegrees',
] as const;
