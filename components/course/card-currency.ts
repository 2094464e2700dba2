/** Prices are shown in US dollars for now (local currency comes with the country selector). */
export const CARD_CURRENCY = 'USD';
