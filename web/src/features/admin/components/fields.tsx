import { useCallback, useId, useState, type ReactNode } from "react";
import { GAME_STATUSES } from "../lib/live-form";
import { Field, inputClass, invalid } from "./form";

/** A form's values and field errors; `set` changes fields and clears their errors; `id(k)` names a control. */
export function useFormFields<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const uid = useId();
  const set = useCallback((patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as (keyof V)[]) delete next[k];
      return next;
    });
  }, []);
  const id = (k: keyof V & string) => `${uid}-${k}`;
  return { values, errors, setErrors, set, id };
}

interface Common {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  onChange: (v: string) => void;
  className?: string;
}

/** A labelled text input (or textarea with `rows`). */
export function TextField({
  id,
  label,
  value,
  error,
  hint,
  onChange,
  className,
  numeric,
  placeholder,
  mono,
  rows,
  type,
}: Common & { numeric?: boolean; placeholder?: string; mono?: boolean; rows?: number; type?: "text" | "date" }) {
  const props = {
    id,
    className: mono ? `${inputClass} font-mono` : inputClass,
    value,
    placeholder,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    ...invalid(id, error),
  };
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {rows ? <textarea rows={rows} {...props} /> : <input type={type} inputMode={numeric ? "numeric" : undefined} {...props} />}
    </Field>
  );
}

/** A labelled select. */
export function SelectField({ id, label, value, error, hint, onChange, className, disabled, children }: Common & { disabled?: boolean; children: ReactNode }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} className={inputClass} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} {...invalid(id, error)}>
        {children}
      </select>
    </Field>
  );
}

/** The four game statuses as options. */
export function StatusOptions() {
  return (
    <>
      {GAME_STATUSES.map((s) => (
        <option key={s.value} value={s.value}>
          {s.label}
        </option>
      ))}
    </>
  );
}
