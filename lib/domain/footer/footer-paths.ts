/**
 * The footer's own paths (spec §2 "Footer (all pages)"; footer-links.ts builds the columns from
 * them). Their own module, so the cookies banner, in every page's first load, links its policy
 * without the footer's rules and the public settings they read (issue 14 item 3). Keyed like
 * footer-links' FooterLinkKey (not imported: footer-links imports this).
 */
export const FOOTER_PATHS = {
  aboutUs: '/nosotros/',
  business: '/business/',
  successStories: '/casos-de-exito/',
  hiring: '/trabaja-con-nosotros/',
  terms: '/legal/terminos-y-condiciones/',
  faqs: '/preguntas-frecuentes/',
  privacyPolicy: '/legal/politica-de-privacidad/',
  privacyNoticeMx: '/legal/aviso-de-privacidad/',
  cookiesPolicy: '/legal/politica-de-cookies/',
  arcoRequest: '/legal/solicitud-arco/',
  cancellationPolicy: '/legal/politica-de-cancelacion/',
  complaintsBook: '/legal/libro-de-reclamaciones/',
} as const;
