import type { ReactNode } from 'react';
import { Link } from '@/components/ui/LocalizedLink';
import styles from './LinkChip.module.css';

/**
 * A locale-aware link that looks like MUI's clickable chip (outlined; filled in the primary
 * colour and `aria-current="page"` when selected), as server markup: no client code. The MUI
 * version in ./links.tsx stays for the pages not converted yet.
 */
export function LinkChip({ href, label, selected = false, size = 'medium', className }: { href: string; label: ReactNode; selected?: boolean; size?: 'small' | 'medium'; className?: string }) {
  const classes = [styles.chip, size === 'small' ? styles.small : null, selected ? styles.selected : null, className].filter(Boolean).join(' ');
  return (
    <Link href={href} className={classes} aria-current={selected ? 'page' : undefined}>
      {label}
    </Link>
  );
}
