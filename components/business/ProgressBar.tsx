import styles from './ProgressBar.module.css';

/** A determinate progress bar named by a visible label (was MUI's LinearProgress, as plain markup). */
export function ProgressBar({ value, labelledBy, color }: { value: number; labelledBy: string; color: string }) {
  return (
    <span role="progressbar" aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} aria-labelledby={labelledBy} className={styles.track}>
      <span className={styles.bar} style={{ backgroundColor: color, transform: `translateX(${value - 100}%)` }} />
    </span>
  );
}
