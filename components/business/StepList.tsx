import styles from './StepList.module.css';

export type Step = { key: string; title: string; body: string };

/**
 * Numbered steps as an ordered list of cards: the number (decorative, the list counts), an h3 and
 * a short text (plain server markup). Three steps sit in a row from 1024 px; four go two by two
 * from 768 px and in a row from 1024 px.
 */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className={steps.length === 4 ? `${styles.list} ${styles.four}` : styles.list}>
      {steps.map((step, index) => (
        <li key={step.key} className={styles.step}>
          <p aria-hidden className={styles.number}>
            {index + 1}
          </p>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.body}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
