import type { ReactNode } from 'react';
import { Link } from '@/components/ui/LocalizedLink';
import styles from './TextLink.module.css';

export type TextLinkProps = {
  /** An unprefixed app path ('/blog/'); /pt/ and /en/ are added. */
  href: string;
  children?: ReactNode;
  /** `primary` (default) or the surrounding text colour. */
  color?: 'primary' | 'inherit';
  /** As MUI's Link: always underlined (default), on hover only, or never. */
  underline?: 'always' | 'hover' | 'none';
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'true';
  'aria-describedby'?: string;
};

/**
 * A locale-aware text link that looks like MUI's <Link>, as server markup: no client code, no
 * Emotion (issue 14). The MUI NavLink in ./links.tsx stays for the private pages not converted yet.
 */
export function TextLink({ href, children, color = 'primary', underline = 'always', className, ...aria }: TextLinkProps) {
  const classes = [styles.link, color === 'inherit' ? styles.inherit : null, underline === 'always' ? null : styles[underline], className].filter(Boolean).join(' ');
  return (
    <Link href={href} className={classes} {...aria}>
      {children}
    </Link>
  );
}
