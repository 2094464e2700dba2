import type { SVGProps } from 'react';
import styles from './Icon.module.css';

/**
 * An icon as plain server markup: one <svg> with a 24×24 path, no client code.
 *
 * Server components of the shell (menu, footer, cards) use this instead of @mui/icons-material,
 * whose icons are client components that hydrate and re-run Emotion. `path` is the `d` of a
 * 24×24 Material icon (kept beside the component that shows it). Decorative by default; give
 * `title` when the icon is the only name of what it sits in.
 */
export function Icon({ path, title, size = 24, className, ...rest }: { path: string; title?: string; size?: number } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}
