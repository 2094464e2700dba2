import styles from './StatTiles.module.css';

export type StatTile = { key: string; value: string; label: string };

/** A row of big numbers with their labels, as a description list (plain server markup). */
export function StatTiles({ stats, label }: { stats: StatTile[]; label?: string }) {
  return (
    <dl aria-label={label} className={styles.tiles} style={{ ['--stat-columns' as string]: Math.min(stats.length, 4) }}>
      {stats.map((stat) => (
        <div key={stat.key} className={styles.tile}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
