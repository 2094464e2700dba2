import type { ReactNode } from 'react';
import { Link } from '@/components/ui/LocalizedLink';
import { buttonClassName, buttonIconClassNames, type ButtonLook } from './button-class-name';

export type LinkButtonProps = ButtonLook & {
  /** An unprefixed app path ('/cursos-online/?all=true'); /pt/ and /en/ are added. */
  href: string;
  children?: ReactNode;
  /** An icon before the text, e.g. <Icon name="…" /> (sized by the button). */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'true';
  'aria-describedby'?: string;
};

/**
 * A locale-aware link that looks like MUI's contained/outlined/text button, as server markup
 * styled by LinkButton.module.css: no client code, no Emotion. Same props as the MUI version in
 * ./links.tsx (without `sx`: give a `className`), which stays for the pages not converted yet.
 */
export function LinkButton({
  href,
  children,
  variant = 'contained',
  color = 'primary',
  size = 'medium',
  fullWidth = false,
  startIcon,
  endIcon,
  className,
  ...aria
}: LinkButtonProps) {
  const classes = buttonClassName({ variant, color, size, fullWidth, className });
  return (
    <Link href={href} className={classes} {...aria}>
      {startIcon ? <span className={buttonIconClassNames.start}>{startIcon}</span> : null}
      {children}
      {endIcon ? <span className={buttonIconClassNames.end}>{endIcon}</span> : null}
    </Link>
  );
}
