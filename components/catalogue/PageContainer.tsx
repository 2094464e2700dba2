import type { ReactNode } from 'react';
import styles from './PageContainer.module.css';

/** Width and padding of catalogue and commerce pages (the layout owns <main>). */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}
