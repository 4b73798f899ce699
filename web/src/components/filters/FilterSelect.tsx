import { useId } from "react";

export const selectClass =
  "mt-1 w-full rounded-md border border-secondary-300 bg-white py-2 pl-3 pr-8 text-sm text-secondary-900 shadow-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500 disabled:cursor-not-allowed disabled:bg-secondary-100";

export interface Option {
  value: string;
  label: string;
}

/** A labelled select; the first option ("All …") has the empty value. */
export function FilterSelect({
  label,
  value,
  onChange,
  allLabel,
  options,
  disabled,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
  options: Option[];
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  const known = options.some((o) => o.value === value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-secondary-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} title={hint} className={selectClass}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {value && !known && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
