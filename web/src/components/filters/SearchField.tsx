import { useId } from "react";

/**
 * The labelled search box of a list's filters: a magnifier, type="search",
 * no browser autocomplete. `controls` names the list it narrows (aria-controls).
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  controls,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  controls?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-secondary-700">
        {label}
      </label>
      <div className="relative mt-1">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-secondary-500" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          aria-controls={controls}
          className="w-full rounded-md border border-secondary-300 bg-white py-2 pl-9 pr-3 text-sm text-secondary-900 shadow-sm placeholder:text-secondary-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500"
        />
      </div>
    </div>
  );
}
