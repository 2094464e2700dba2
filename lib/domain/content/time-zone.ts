import { publicContentTimeZone } from '@/lib/domain/config/public-env';

/**
 * Time zone in which server-rendered dates and times are written (cached public pages cannot
 * know the visitor's zone). Lima time: the product's support is Peruvian (spec §2 footer);
 * times always show the zone name so nobody misreads them.
 */
export const CONTENT_TIME_ZONE = publicContentTimeZone();
