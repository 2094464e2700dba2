/** id of the page's <main> element, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';
