'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { Icon } from '@/components/ui/Icon';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { readItem, writeItem } from '@/lib/client/session/browser-storage';
import { TOP_BANNER_DISMISSED_KEY } from '@/lib/domain/site-chrome/top-banner';
import { setTopBannerHeight, useSiteChrome } from '@/lib/client/stores/site-chrome-store';
import { useClientValue } from './use-client-value';
import styles from './TopBanner.module.css';
import { publicLegacySiteUrl } from '@/lib/domain/config/public-env';

export { TOP_BANNER_DISMISSED_KEY };
/** The previous version of the site (spec §2 "a link back to the old one"); no link when unset. */
const LEGACY_SITE_URL = publicLegacySiteUrl();

/**
 * The top banner (spec §2): a page's own banner when it passes one, else the "you are on the
 * new version" notice with a link back to the old one (none when there is no old one). Hidden by the layout flag and while
 * search is open (spec §2 "opening it hides the top banner": the search store flag, and the
 * attribute the search button already sets). Its height is tracked in the store (spec §4).
 *
 * The default banner is in the server HTML for everyone (cached pages) and hidden before the
 * first paint for visitors who closed it (the head script's attribute, TopBanner.module.css):
 * appearing after hydration would push the whole page down (issue 14 item 6). Plain markup: it is
 * part of every page's shell.
 */
export function TopBanner({ legacyUrl = LEGACY_SITE_URL }: { legacyUrl?: string | null }) {
  const hidden = useSiteChrome((s) => Boolean(s.layout.hideTopBanner) || s.searchOpen);
  const custom = useSiteChrome((s) => s.customTopBanner);
  const storedDismissed = useClientValue(() => readItem(TOP_BANNER_DISMISSED_KEY) === '1', false);
  const [dismissedNow, setDismissedNow] = useState(false);
  // Without an old version to go back to, the default notice has nothing to offer: it is not
  // shown at all (issue 18 item 8; on a phone it and the cookies banner took 40 % of the screen).
  const showDefault = !custom && Boolean(legacyUrl) && !storedDismissed && !dismissedNow;
  const content: ReactNode = custom ?? (showDefault ? <DefaultBanner legacyUrl={legacyUrl} onDismiss={() => { writeItem(TOP_BANNER_DISMISSED_KEY, '1'); setDismissedNow(true); }} /> : null);
  const ref = useRef<HTMLDivElement>(null);
  const visible = !hidden && content !== null;

  useEffect(() => {
    const el = ref.current;
    if (!visible || !el) {
      setTopBannerHeight(0);
      return;
    }
    setTopBannerHeight(el.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setTopBannerHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  if (!visible) return null;
  return (
    <div ref={ref} data-testid="top-banner" className={styles.frame}>
      {content}
    </div>
  );
}

function DefaultBanner({ legacyUrl, onDismiss }: { legacyUrl: string | null; onDismiss: () => void }) {
  const t = useShellTranslations('siteChrome.topBanner');
  return (
    <aside aria-label={t('label')} className={styles.banner}>
      <p className={styles.text}>
        {t('newVersion', { product: PRODUCT_NAME })}{' '}
        {legacyUrl ? (
          <a href={legacyUrl} className={styles.link}>
            {t('oldVersion')}
          </a>
        ) : null}
      </p>
      <button type="button" aria-label={t('dismiss')} onClick={onDismiss} className={styles.close}>
        <Icon name="close" size={20} />
      </button>
    </aside>
  );
}
