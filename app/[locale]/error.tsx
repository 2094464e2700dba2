'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { usePathname } from 'next/navigation';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { buttonClassName } from '@/components/catalogue/button-class-name';

/**
 * Fatal error screen (spec §2 "Other screens", §8 "Rendering crash"): full screen,
 * 'Oops, tenemos un problema...', says the team has been informed, and a link that reloads the
 * page. The error is logged with a critical tag; an error-reporting service can hook in here
 * (and then the spec's "give error details" button belongs next to the reload link).
 * Plain markup (issue 14): the boundary is part of every page's first load.
 */
/** Reloads the page as it is (address, query and all) instead of following the link. */
function reloadPage(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  window.location.reload();
}

export default function LocaleError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useShellTranslations('fatalError');
  const heading = useRef<HTMLHeadingElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    console.error('[fatal-error]', { level: 'critical', origin: 'render', digest: error.digest }, error);
    heading.current?.focus();
  }, [error]);

  return (
    <div role="alert" className="fatal-error">
      <h1 ref={heading} tabIndex={-1} className="fatal-error-title">
        {t('title')}
      </h1>
      <p className="fatal-error-description">{t('description')}</p>
      {/* A real link to the current page (React drops an empty href); a click reloads it in place, query included. */}
      <a href={pathname || '/'} onClick={reloadPage} className={buttonClassName({ className: 'fatal-error-reload' })}>
        {t('reload')}
      </a>
      {error.digest ? (
        <p className="fatal-error-code">
          {t('code')} {error.digest}
        </p>
      ) : null}
    </div>
  );
}
