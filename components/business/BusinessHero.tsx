import type { ReactNode } from 'react';
import { lightPalette } from '@/lib/domain/theme/palette';
import styles from './BusinessHero.module.css';

/** The hero keeps the light scheme's deep brand colour in both themes (white text on it: 12.1:1). */
const HERO_BG = lightPalette.primary.dark;

/** Landing hero with the page's only h1, a lead and call-to-action buttons (plain server markup). */
export function BusinessHero({ eyebrow, title, lead, actions }: { eyebrow?: string; title: string; lead: string; actions?: ReactNode }) {
  return (
    <header className={styles.hero} style={{ backgroundColor: HERO_BG }}>
      <div className={styles.container}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
