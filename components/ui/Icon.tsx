import type { SVGProps } from 'react';
// Only the type: the paths stay out of every bundle that renders an icon (they live in the sprite).
import type { IconName } from './icon-registry';
import { ICON_SPRITE_URL } from './icon-sprite-url';
import styles from './Icon.module.css';

/**
 * An icon as plain server markup: one <svg> that uses a symbol of the sprite, no client code.
 *
 * Server components of the shell (menu, footer, cards) use this instead of @mui/icons-material,
 * whose icons are client components that hydrate and re-run Emotion. `name` is a 24×24 Material
 * icon of components/ui/icon-registry.ts; pointing into the cached public/icons.svg instead of
 * writing the path keeps it out of each page's HTML and RSC payload (issue 14). Decorative by
 * default; give `title` when the icon is the only name of what it sits in.
 */
export function Icon({ name, title, size = 24, className, ...rest }: { name: IconName; title?: string; size?: number } & Omit<SVGProps<SVGSVGElement>, 'children' | 'name'>) {
  return (
    // No viewBox (the symbol has it and scales to the box) and no focusable (an IE-only fix): each
    // icon is written twice, in the markup and the RSC payload, so every attribute counts.
    <svg
      width={size}
      height={size}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
