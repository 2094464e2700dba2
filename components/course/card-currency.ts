import { BASE_CURRENCY } from '@/lib/domain/commerce/cart-currency';

/** Prices are shown in the base currency, US dollars, for now (local currency comes with the country selector). */
export const CARD_CURRENCY = BASE_CURRENCY;
