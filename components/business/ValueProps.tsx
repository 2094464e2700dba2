import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-registry';
import styles from './ValueProps.module.css';

/** `icon` names a 24×24 Material icon of components/ui/icon-registry.ts. */
export type ValueProp = { key: string; icon: IconName; title: string; body: string };

/** Benefit cards: an icon, a heading (h3) and a short text each (plain server markup). */
export function ValueProps({ items }: { items: ValueProp[] }) {
  return (
    <ul className={styles.list} style={{ ['--value-columns' as string]: Math.min(items.length, 4) }}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          <div aria-hidden className={styles.icon}>
            <Icon name={item.icon} size={36} />
          </div>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.body}>{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
