import type { ReactNode } from 'react';
import styles from './RadioGroup.module.css';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface RadioGroupProps<V extends string> {
  /** The question the options answer, as the fieldset's legend. */
  legend: ReactNode;
  /** The radios' shared name (unique in the page, e.g. from useId). */
  name: string;
  value: V;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
}

/** One choice of a few, each visible at once: native radios in a fieldset, side by side while they fit. */
export function RadioGroup<V extends string>({ legend, name, value, options, onChange }: RadioGroupProps<V>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
