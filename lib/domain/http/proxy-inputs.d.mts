export const SESSION_COOKIE: 'cursalia_jwt';
export const CSRF_COOKIE: 'csrftoken';
export const COUNTRY_COOKIE: 'country';
export const LOCALE_COOKIE: 'NEXT_LOCALE';
export const GEO_COUNTRY_HEADERS: readonly string[];
