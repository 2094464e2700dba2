import styles from './ClassroomForm.module.css';

/**
 * The options of a choice question, for quizzes and surveys alike: radios when one answer is
 * allowed, checkboxes when several are. Reports the whole new selection.
 */
export function ChoiceOptions({
  name,
  options,
  chosen,
  single,
  disabled,
  onChange,
}: {
  name: string;
  options: readonly { id: string; text: string }[];
  chosen: readonly string[];
  single: boolean;
  disabled?: boolean;
  onChange: (optionIds: string[]) => void;
}) {
  return (
    <div className={styles.options}>
      {options.map((o) => (
        <label key={o.id} className={styles.option}>
          <input
            type={single ? 'radio' : 'checkbox'}
            name={name}
            value={o.id}
            checked={chosen.includes(o.id)}
            disabled={disabled}
            onChange={(e) => onChange(single ? [o.id] : e.currentTarget.checked ? [...chosen, o.id] : chosen.filter((x) => x !== o.id))}
          />
          <span>{o.text}</span>
        </label>
      ))}
    </div>
  );
}
