/**
 * The look of MUI's <Button> as classes (LinkButton.module.css), for a link or a plain <button>:
 * no client code, no Emotion (issue 14). Its own module, so a client island that only needs the
 * classes does not import the locale-aware Link.
 */
import styles from './LinkButton.module.css';

/** How a button-looking element looks: the MUI <Button> props it mimics (LinkButton's too). */
export type ButtonLook = {
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'secondary' | 'error' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  className?: string;
};

/** The icon slots of such a button (MUI's startIcon / endIcon): wrap the icon in a span with one. */
export const buttonIconClassNames = { start: styles.startIcon, end: styles.endIcon };

/** The classes that make a link or a <button> look like MUI's button (LinkButton.module.css). */
export function buttonClassName({
  variant = 'contained',
  color = 'primary',
  size = 'medium',
  fullWidth = false,
  className,
}: ButtonLook): string {
  return [
    styles.button,
    styles[variant],
    color === 'primary' ? null : styles[color],
    size === 'medium' ? null : styles[size],
    fullWidth ? styles.fullWidth : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
