import styles from './StatList.module.css';

/** Headline figures ('150 cursos', '48 profesores') as a description list (plain server markup). */
export function StatList({ items, label }: { items: { value: string; label: string }[]; label?: string }) {
  return (
    <dl aria-label={label} className={styles.list}>
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
