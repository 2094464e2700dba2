import type { ReactNode } from 'react';
import { Link } from '@/components/ui/LocalizedLink';
import { Icon } from '@/components/ui/Icon';
import styles from './Section.module.css';

/** A page section named by its heading (aria-labelledby), with an optional "see all" link. */
export function Section({
  id,
  title,
  subtitle,
  action,
  children,
  headingLevel = 'h2',
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  action?: { href: string; label: string };
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = `${id}-title`;
  const Heading = headingLevel;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.head}>
        <div>
          <Heading id={headingId} className={`${styles.title} ${headingLevel === 'h2' ? styles.h2 : styles.h3}`}>
            {title}
          </Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {action ? (
          <Link href={action.href} className={styles.action}>
            {action.label}
            <Icon name="arrowForwardRounded" size={20} className={styles.actionIcon} />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The page's only h1 with its lead paragraph. */
export function PageHeader({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.h1}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}
