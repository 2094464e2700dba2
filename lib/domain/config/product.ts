import { publicProductName } from './public-env';

/** The product's display name: one constant, overridable per deployment (white-label). */
export const PRODUCT_NAME: string = publicProductName();

/** Support phone shown in the Spanish footer (spec §2: a Peruvian number). */
export const SUPPORT_PHONE = '+51 1 640 9090';
