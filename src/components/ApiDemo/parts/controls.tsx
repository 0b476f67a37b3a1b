import React, {useId} from 'react';
import formControls from '@site/src/css/formControls.module.css';
import styles from '../styles.module.css';

/*
 * The labelled fields every demo is built from. Each input carries
 * data-demo-control, so the end-to-end tests can move every control of every
 * demo and check that the plot, the animation and the code follow.
 */

type FieldProps<Value> = {label: string; value: Value; onChange: (value: Value) => void};

export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
}: FieldProps<number> & {min: number; max: number; step?: number}): React.JSX.Element {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        data-demo-control=""
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {/* The slider announces its own value; an <output> would be a second, live, announcement. */}
      <span className={styles.value} aria-hidden="true">
        {value}
      </span>
    </div>
  );
}

export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
}: FieldProps<Value> & {options: readonly Value[]}): React.JSX.Element {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={formControls.control} value={value} data-demo-control="" onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxField({label, value, onChange}: FieldProps<boolean>): React.JSX.Element {
  const id = useId();
  return (
    <div className={styles.field}>
      <input id={id} type="checkbox" checked={value} data-demo-control="" onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * A text or colour field. A text field's placeholder is another valid value,
 * shown to readers as an example and typed in by the end-to-end tests.
 */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
}: FieldProps<string> & {type?: 'text' | 'color'; placeholder?: string}): React.JSX.Element {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        className={type === 'text' ? formControls.control : undefined}
        value={value}
        spellCheck={false}
        placeholder={placeholder}
        data-demo-control=""
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
