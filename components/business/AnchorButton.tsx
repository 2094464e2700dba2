import type { ReactNode } from 'react';
import { buttonClassName, buttonIconClassNames } from '@/components/catalogue/button-class-name';
import type { LinkButtonProps } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-registry';

/**
 * A plain <a> that looks like MUI's Button, for the hrefs the locale-aware LinkButton must not
 * rewrite: in-page anchors ('#hiring-roles') and mailto: links. `icon` names a 24×24 Material
 * icon (components/ui/icon-registry.ts), drawn before the text.
 */
export function AnchorButton({
  href,
  children,
  icon,
  variant = 'contained',
  color = 'primary',
  size = 'medium',
  'aria-label': ariaLabel,
}: Pick<LinkButtonProps, 'variant' | 'color' | 'size' | 'aria-label'> & { href: string; children: ReactNode; icon?: IconName }) {
  return (
    <a href={href} className={buttonClassName({ variant, color, size })} aria-label={ariaLabel}>
      {icon ? (
        <span className={buttonIconClassNames.start}>
          <Icon name={icon} />
        </span>
      ) : null}
      {children}
    </a>
  );
}
