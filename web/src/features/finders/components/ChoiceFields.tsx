import { FilterSelect } from "@/components/filters/FilterSelect";
import type { Choice, Switch } from "../lib/choices";

/** A finder's choices as the shared labelled selects and its switches as checkboxes, each writing its own parameter (the API's default left out of the URL). */
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
  return (
    <>
      {choices.map((c) => (
        <FilterSelect
          key={c.param}
          label={c.label}
          value={params.get(c.param) || c.fallback || ""}
          onChange={(v) => onChange(c.param, v === (c.fallback ?? "") ? null : v)}
          allLabel={c.any}
          options={c.options}
        />
      ))}
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
