import React, {useId, type ReactNode} from 'react';
import formControls from '@site/src/css/formControls.module.css';
import styles from './styles.module.css';

/*
 * The site's labelled form fields: the API demos' controls and the Lambda
 * cost estimator's inputs. Each control carries data-form-control, so the
 * end-to-end tests can find and move every control of a form.
 */

type FieldProps<Value> = {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  /** `row`: label, control and value side by side; `stacked`: the label above the control. */
  layout?: 'row' | 'stacked';
};

/** A control with its label: before it, or after it for a checkbox. */
function Field({
  label,
  layout = 'row',
  labelAfter = false,
  children,
}: Pick<FieldProps<unknown>, 'label' | 'layout'> & {labelAfter?: boolean; children: (id: string) => ReactNode}): React.JSX.Element {
  const id = useId();
  const labelElement = <label htmlFor={id}>{label}</label>;
  return (
    <div className={styles[layout]}>
      {labelAfter ? null : labelElement}
      {children(id)}
      {labelAfter ? labelElement : null}
    </div>
  );
}

export function RangeField({
  value,
  min,
  max,
  step = 1,
  onChange,
  ...field
}: FieldProps<number> & {min: number; max: number; step?: number}): React.JSX.Element {
  return (
    <Field {...field}>
      {(id) => (
        <>
          <input
            id={id}
            type="range"
            min={min}
            max={max}
            step={step}
            value={value}
            data-form-control=""
            onChange={(event) => onChange(Number(event.target.value))}
          />
          {/* The slider announces its own value; an <output> would be a second, live, announcement. */}
          <span className={styles.value} aria-hidden="true">
            {value}
          </span>
        </>
      )}
    </Field>
  );
}

/** A number typed in, kept between `min` and `max`; a hint below it says where the value comes from. */
export function NumberField({
  value,
  onChange,
  min,
  max,
  step = 1,
  hint,
  ...field
}: FieldProps<number> & {min: number; max?: number; step?: number; hint?: string}): React.JSX.Element {
  return (
    <Field {...field}>
      {(id) => (
        <>
          <input
            id={id}
            className={formControls.control}
            type="number"
            value={value}
            min={min}
            max={max}
            step={step}
            data-form-control=""
            onChange={(event) => {
              const next = Number(event.target.value);
              if (Number.isFinite(next)) onChange(Math.min(max ?? Infinity, Math.max(min, next)));
            }}
          />
          {hint && <small>{hint}</small>}
        </>
      )}
    </Field>
  );
}

export function SelectField<Value extends string>({
  value,
  options,
  onChange,
  ...field
}: FieldProps<Value> & {options: readonly Value[]}): React.JSX.Element {
  return (
    <Field {...field}>
      {(id) => (
        <select id={id} className={formControls.control} value={value} data-form-control="" onChange={(event) => onChange(event.target.value as Value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({value, onChange, ...field}: FieldProps<boolean>): React.JSX.Element {
  return (
    <Field {...field} labelAfter>
      {(id) => <input id={id} type="checkbox" checked={value} data-form-control="" onChange={(event) => onChange(event.target.checked)} />}
    </Field>
  );
}

/**
 * A text or colour field. A text field's placeholder is another valid value,
 * shown to readers as an example and typed in by the end-to-end tests.
 */
export function TextField({
  value,
  onChange,
  type = 'text',
  placeholder,
  ...field
}: FieldProps<string> & {type?: 'text' | 'color'; placeholder?: string}): React.JSX.Element {
  return (
    <Field {...field}>
      {(id) => (
        <input
          id={id}
          type={type}
          className={type === 'text' ? formControls.control : undefined}
          value={value}
          spellCheck={false}
          placeholder={placeholder}
          data-form-control=""
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
