import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buttonClassName } from '@/components/catalogue/button-class-name';
import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-registry';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import styles from './AccessNotice.module.css';

type NoticeShellProps = { icon: IconName; title: string; body: string; children: ReactNode };

/**
 * Plain server markup styled by a CSS module (issue 14): no MUI client components, so a private
 * page's notice costs no Emotion styles and no MUI JavaScript.
 */
function NoticeShell({ icon, title, body, children }: NoticeShellProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="access-notice-title">
        <Icon name={icon} size={48} className={styles.icon} />
        <h1 id="access-notice-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.body}>{body}</p>
        <div className={styles.actions}>{children}</div>
      </section>
    </div>
  );
}

/**
 * What a private page shows a signed-out visitor (status 200): a translated sign-in prompt
 * whose login link returns here (`/entrar/?next=<this page's localized path>`).
 */
export async function SignInPrompt({ locale, path }: { locale: string; path: string }) {
  const t = await getTranslations({ locale, namespace: 'auth.gate' });
  const next = encodeURIComponent(localizedPath(path, locale));
  return (
    <NoticeShell icon="lockOutlined" title={t('signInTitle')} body={t('signInBody')}>
      <a href={localizedPath(`/entrar/?next=${next}`, locale)} className={buttonClassName({ variant: 'contained' })}>
        {t('signInCta')}
      </a>
      <a href={localizedPath(`/registro/?next=${next}`, locale)} className={buttonClassName({ variant: 'outlined' })}>
        {t('registerCta')}
      </a>
    </NoticeShell>
  );
}

/** What a signed-in user without the right role sees on a private page. */
export async function NoAccess({ locale, reason, action }: { locale: string; reason?: string; action?: { href: string; label: string } }) {
  const t = await getTranslations({ locale, namespace: 'auth.gate' });
  return (
    <NoticeShell icon="blockOutlined" title={t('noAccessTitle')} body={reason ?? t('noAccessBody')}>
      {action ? (
        <a href={localizedPath(action.href, locale)} className={buttonClassName({ variant: 'contained' })}>
          {action.label}
        </a>
      ) : null}
      <a href={localizedPath('/home/', locale)} className={buttonClassName({ variant: action ? 'outlined' : 'contained' })}>
        {t('goHome')}
      </a>
    </NoticeShell>
  );
}
