import { getLocale, getTranslations } from 'next-intl/server';
import menuStyles from '@/components/menu/Menu.module.css';
import { localizedPath } from '@/lib/domain/paths/localized-path';

/**
 * Translated 404 inside the locale layout (menu and footer stay), for notFound() calls from
 * pages under [locale]; unknown URLs land here through the [...rest] catch-all.
 *
 * Issue 17 item 12: plain server markup — a heading, a short text and two links in the
 * visitor's language, styled by boundaries.css (global rules that ride in the shell's stylesheet)
 * — with no client island or emotion styles of its own, so a 404 costs the site shell and
 * nothing more. The links are plain <a>s (a full page
 * load from a 404 is fine) with the button look of the menu's ButtonLink.
 */
export default async function LocaleNotFound() {
  const locale = await getLocale();
  const t = await getTranslations('common.notFound');
  const contained = `${menuStyles.button} ${menuStyles.inherit} ${menuStyles.contained}`;
  const outlined = `${menuStyles.button} ${menuStyles.primary} ${menuStyles.outlined}`;
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden>
        404
      </p>
      <h1 className="not-found-title">{t('title')}</h1>
      <p className="not-found-text">{t('description')}</p>
      <nav className="not-found-links" aria-label={t('title')}>
        <a href={localizedPath('/', locale)} className={contained}>
          {t('home')}
        </a>
        <a href={localizedPath('/cursos-online/?all=true', locale)} className={outlined}>
          {t('catalogue')}
        </a>
      </nav>
    </div>
  );
}
