import styles from './Spinner.module.css';

/** A busy indicator beside a text that already says what is happening (decorative, no client code). */
export function Spinner({ size = 18 }: { size?: number }) {
  return <span aria-hidden className={styles.spinner} style={{ width: size, height: size }} />;
}
