import { useId } from "react";
import type { Choice, Switch } from "../lib/choices";

const field = "rounded-md border border-secondary-300 bg-white px-2 py-1.5 text-sm text-secondary-900";

/** A finder's choices as selects and its switches as checkboxes, each writing its own parameter (the API's default left out of the URL). */
export function ChoiceFields({
  params,
  choices,
  switches,
  onChange,
}: {
  params: URLSearchParams;
  choices: Choice[];
  switches: Switch[];
  onChange: (param: string, value: string | null) => void;
}) {
  const id = useId();
  return (
    <>
      {choices.map((c) => {
        const value = params.get(c.param) || c.fallback || "";
        const known = value === "" || c.options.some((o) => o.value === value);
        return (
          // The label beside its select, not around it: a select inside its label would add its options to its name.
          <div key={c.param} className="flex flex-col text-xs font-medium text-secondary-700">
            <label htmlFor={`${id}-${c.param}`}>{c.label}</label>
            <select id={`${id}-${c.param}`} className={field} value={value} onChange={(e) => onChange(c.param, e.target.value === (c.fallback ?? "") ? null : e.target.value)}>
              {c.any !== undefined && <option value="">{c.any}</option>}
              {c.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
              {/* A value from a shared link that the list lacks still shows (the API says whether it is valid). */}
              {!known && <option value={value}>{value}</option>}
            </select>
          </div>
        );
      })}
      {switches.map((s) => (
        <label key={s.param} className="flex items-center gap-2 self-end py-1.5 text-sm text-secondary-800">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-secondary-400 text-primary-700"
            checked={params.get(s.param) === "true"}
            onChange={(e) => onChange(s.param, e.target.checked ? "true" : null)}
          />
          {s.label}
        </label>
      ))}
    </>
  );
}
