import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-registry';
import a11y from '@/components/ui/a11y.module.css';
import { PRODUCT_NAME, SUPPORT_PHONE } from '@/lib/domain/config/product';
import { countryLinkProps } from '@/lib/domain/country/country-links';
import { APP_STORE_LINKS, COUNTRY_PREFIXED_APP_STORES, DEFAULT_FOOTER_COUNTRY, SOCIAL_LINKS, footerColumnsForAllCountries, isExternalHref, type CountryScope, type SocialNetwork } from '@/lib/domain/footer/footer-links';
import { Link } from '@/components/ui/LocalizedLink';
import { defaultLocale } from '@/lib/domain/i18n/routing';
import { FooterColumnSection } from './FooterColumnSection';
import { LocaleCountrySelectorLazy } from './LocaleCountrySelectorLazy';
import styles from './Footer.module.css';

/** The mark of each social network (X for twitter). */
const SOCIAL_ICONS: Record<SocialNetwork, IconName> = {
  facebook: 'facebook',
  twitter: 'x',
  instagram: 'instagram',
  linkedin: 'linkedIn',
  youtube: 'youTube',
};

export interface FooterProps {
  /** Layout option of spec §2: hide the hiring link. */
  hideHiring?: boolean;
}

/** The attributes Footer.module.css shows or hides a country-scoped link by. */
function countryScopeAttributes(scope: CountryScope): Record<string, string> {
  if (!scope) return {};
  return 'only' in scope ? { 'data-country-only': scope.only.join(' ') } : { 'data-country-except': scope.except.join(' ') };
}

/**
 * The footer of every page (spec §2): three link columns, the app-download block, social
 * links, copyright, the Spanish support phone and the lazy language/country selector.
 * A server component emitting plain semantic elements styled by Footer.module.css (theme
 * tokens as CSS variables, no MUI): the column toggles are native <details>, and the only
 * client code is the lazy selector island. The page is one cached markup for every visitor:
 * it holds every country's links and CSS shows the visitor's (html[data-country], spec §2).
 */
export function Footer({ hideHiring = false }: FooterProps) {
  const t = useTranslations('footer');
  const tc = useTranslations('common');
  const locale = useLocale();
  const columns = footerColumnsForAllCountries({ hideHiring });
  const year = new Date().getFullYear();
  const newTab = tc('opensInNewTab');

  return (
    <footer aria-label={t('label')} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <nav aria-label={t('linksNavigation')} className={styles.columns}>
            {columns.map((column) => (
              <FooterColumnSection key={column.key} title={t(`columns.${column.key}`)}>
                <ul className={styles.linkList}>
                  {column.links.map((item) => (
                    <li key={item.key} {...countryScopeAttributes(item.countries)}>
                      <FooterLink href={item.href} countryPrefixed={item.countryPrefixed} newTabLabel={newTab}>
                        {t(`links.${item.key}`)}
                      </FooterLink>
                    </li>
                  ))}
                </ul>
              </FooterColumnSection>
            ))}
          </nav>

          <div className={styles.aside}>
            <div>
              <h2 className={`${styles.heading} ${styles.appsHeading}`}>{t('apps.title')}</h2>
              <div className={styles.badges}>
                <StoreBadge
                  href={APP_STORE_LINKS.android}
                  countryPrefixed={COUNTRY_PREFIXED_APP_STORES.has('android')}
                  label={`${t('apps.android.label', { product: PRODUCT_NAME })} ${newTab}`}
                  icon="android"
                  caption={t('apps.android.caption')}
                  store={t('apps.android.store')}
                />
                <StoreBadge
                  href={APP_STORE_LINKS.ios}
                  countryPrefixed={COUNTRY_PREFIXED_APP_STORES.has('ios')}
                  label={`${t('apps.ios.label', { product: PRODUCT_NAME })} ${newTab}`}
                  icon="apple"
                  caption={t('apps.ios.caption')}
                  store={t('apps.ios.store')}
                />
                <StoreBadge
                  href={APP_STORE_LINKS.huawei}
                  countryPrefixed={COUNTRY_PREFIXED_APP_STORES.has('huawei')}
                  label={`${t('apps.huawei.label', { product: PRODUCT_NAME })} ${newTab}`}
                  // AppGallery's own mark is a shopping bag.
                  icon="shoppingBagOutlined"
                  caption={t('apps.huawei.caption')}
                  store={t('apps.huawei.store')}
                />
              </div>
            </div>
            <div>
              <h2 className={`${styles.heading} ${styles.socialHeading}`}>{t('social.title')}</h2>
              <ul className={styles.socialList}>
                {SOCIAL_LINKS.map(({ network, href }) => (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(`social.${network}`, { product: PRODUCT_NAME })} ${newTab}`}
                      className={styles.socialLink}
                    >
                      <Icon name={SOCIAL_ICONS[network]} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>

        <hr className={styles.divider} />

        <div className={styles.bottom}>
          <div>
            <p className={styles.smallText}>{t('copyright', { year, product: PRODUCT_NAME })}</p>
            {locale === defaultLocale ? <p className={`${styles.smallText} ${styles.phone}`}>{t('supportPhone', { phone: SUPPORT_PHONE })}</p> : null}
          </div>
          <LocaleCountrySelectorLazy defaultCountry={DEFAULT_FOOTER_COUNTRY} />
        </div>
      </div>
    </footer>
  );
}

/** Site links use the locale-aware Link; links starting with http open in a new tab. */
function FooterLink({ href, countryPrefixed, newTabLabel, children }: { href: string; countryPrefixed?: boolean; newTabLabel: string; children: string }) {
  if (isExternalHref(href)) {
    return (
      <a className={styles.link} {...(countryPrefixed ? countryLinkProps(href) : { href })} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={a11y.visuallyHidden}>{` ${newTabLabel}`}</span>
      </a>
    );
  }
  // No prefetch: a dozen footer links sit in the viewport of every short page, and each would
  // cost the server a render of a page the visitor rarely opens.
  return (
    <Link className={styles.link} href={href} prefetch={false}>
      {children}
    </Link>
  );
}

/** An app-store badge drawn with an icon and text (no external image). */
function StoreBadge({ href, countryPrefixed, label, icon, caption, store }: { href: string; countryPrefixed: boolean; label: string; icon: IconName; caption: string; store: string }) {
  return (
    <a
      {...(countryPrefixed ? countryLinkProps(href) : { href })}
      target="_blank"
      rel="noopener noreferrer"
      // The name starts with the badge's visible words (WCAG 2.5.3 Label in Name, axe label-content-name-mismatch).
      aria-label={`${caption} ${store}: ${label}`}
      className={styles.badge}
    >
      <Icon name={icon} size={28} />
      <span aria-hidden="true" className={styles.badgeText}>
        <span className={styles.badgeCaption}>{caption}</span> <span className={styles.badgeStore}>{store}</span>
      </span>
    </a>
  );
}
