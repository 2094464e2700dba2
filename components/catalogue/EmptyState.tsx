import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** A friendly message with what to do next, for lists that came back empty. */
export function EmptyState({ title, description, children, icon, headingLevel = 'h2' }: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div role="status" className={styles.box}>
      {icon ? <div className={styles.icon} aria-hidden>{icon}</div> : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
