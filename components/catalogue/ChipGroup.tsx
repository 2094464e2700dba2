import { LinkChip } from './LinkChip';
import styles from './ChipGroup.module.css';

export type ChipOption = { key: string; href: string; label: string; selected: boolean };

/**
 * One labelled group of filter chips (plain links, so filters work without JavaScript): a
 * small heading that names the list for assistive technology, then one chip per option.
 * Server markup (issue 14).
 */
export function ChipGroup({ id, title, options, size }: { id: string; title: string; options: ChipOption[]; size?: 'small' | 'medium' }) {
  return (
    <div>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul aria-labelledby={id} className={styles.row}>
        {options.map((o) => (
          <li key={o.key}>
            <LinkChip href={o.href} label={o.label} selected={o.selected} size={size} />
          </li>
        ))}
      </ul>
    </div>
  );
}
