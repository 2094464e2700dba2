'use client';

import { useEffect, useRef, useState } from 'react';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { Link } from '@/components/ui/LocalizedLink';
import { FOOTER_PATHS } from '@/lib/domain/footer/footer-paths';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { readItem, writeItem } from '@/lib/client/session/browser-storage';
import { CONSENT_STORAGE_KEY, CONSENT_VALUE, consentCookie, hasConsent } from '@/lib/domain/site-chrome/cookie-consent';
import { setBottomInset, useSiteChrome } from '@/lib/client/stores/site-chrome-store';
import menuStyles from '@/components/menu/Menu.module.css';
import { useClientValue } from './use-client-value';
import styles from './CookiesBanner.module.css';

function readConsent(): boolean {
  return hasConsent(document.cookie, readItem(CONSENT_STORAGE_KEY));
}

/** Remembers the consent in the cookie and in localStorage (either one is enough later). */
export function rememberConsent(): void {
  try {
    document.cookie = consentCookie(window.location.protocol === 'https:');
  } catch {
    // cookies blocked: localStorage still remembers it
  }
  writeItem(CONSENT_STORAGE_KEY, CONSENT_VALUE);
}

/**
 * The cookies banner (spec §2 "A cookies banner … shown unless the layout hides them"): a
 * labelled, non-modal region at the bottom with the policy link and an Accept button. It is in
 * every page's server markup, so a first-time visitor sees it with the first paint (it was the
 * page's largest paint, late, when it waited for hydration: issue 14); the head script marks
 * <html> when consent was given before and CSS hides it then, until hydration removes it. The
 * consent is remembered in a cookie and localStorage.
 */
export function CookiesBanner() {
  const t = useShellTranslations('siteChrome.cookiesBanner');
  const hiddenByLayout = useSiteChrome((s) => Boolean(s.layout.hideCookiesBanner));
  // Server and hydration: not known, so in the markup (CSS hides it for those who consented).
  const consented = useClientValue(readConsent, false);
  const [acceptedNow, setAcceptedNow] = useState(false);
  const visible = !hiddenByLayout && !consented && !acceptedNow;
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!visible || !el) {
      setBottomInset(0);
      return;
    }
    setBottomInset(el.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBottomInset(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  if (!visible) return null;
  const accept = () => {
    rememberConsent();
    setAcceptedNow(true);
  };
  return (
    // Plain markup and a CSS module (issue 14): every first visit shows it, so it must not bring MUI along.
    <section ref={ref} aria-label={t('label')} className={styles.banner}>
      <div className={styles.inner}>
        <p className={styles.text}>
          {t('text', { product: PRODUCT_NAME })}{' '}
          <Link href={FOOTER_PATHS.cookiesPolicy} className={styles.link} prefetch={false}>
            {t('policy')}
          </Link>
        </p>
        <button type="button" onClick={accept} className={`${menuStyles.button} ${menuStyles.contained} ${styles.accept}`}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
