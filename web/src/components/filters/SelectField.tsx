import { useId } from "react";

const selectFieldClass =
  "mt-1 w-full rounded-md border border-secondary-300 bg-white py-2 text-sm text-secondary-900 shadow-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500";

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  allLabel,
  className = "",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first option, value "" (e.g. "All Sports"). */
  allLabel: string;
  className?: string;
}) {
  const id = useId();
  const known = value === "" || options.some((o) => o.value === value);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-secondary-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${selectFieldClass} pl-3 pr-8`}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {!known && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
