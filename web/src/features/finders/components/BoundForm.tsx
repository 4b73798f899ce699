import { useId, useState, type FormEvent } from "react";
import { statLabel } from "../lib/finders";

const field = "rounded-md border border-secondary-300 bg-white px-2 py-1.5 text-sm text-secondary-900";

/** Adds a statistic bound: a statistic, ≥ or ≤, a number. */
export function BoundForm({ stats, labels, onAdd }: { stats: string[]; labels: Record<string, string>; onAdd: (key: string, value: string) => void }) {
  const id = useId();
  const [stat, setStat] = useState("");
  const [op, setOp] = useState<"gte" | "lte">("gte");
  const [value, setValue] = useState("");
  const chosen = stat || stats[0] || "";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen || value.trim() === "" || Number.isNaN(Number(value))) return;
    onAdd(`${chosen}__${op}`, value.trim());
    setValue("");
  };
  if (stats.length === 0) return null;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Add a filter">
      <label className="flex flex-col text-xs font-medium text-secondary-700" htmlFor={`${id}-stat`}>
        Statistic
        <select id={`${id}-stat`} className={field} value={chosen} onChange={(e) => setStat(e.target.value)}>
          {stats.map((s) => (
            <option key={s} value={s}>
              {statLabel(s, labels)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs font-medium text-secondary-700" htmlFor={`${id}-op`}>
        Operator
        <select id={`${id}-op`} className={field} value={op} onChange={(e) => setOp(e.target.value as "gte" | "lte")}>
          <option value="gte">at least (≥)</option>
          <option value="lte">at most (≤)</option>
        </select>
      </label>
      <label className="flex flex-col text-xs font-medium text-secondary-700" htmlFor={`${id}-value`}>
        Value
        <input id={`${id}-value`} className={`${field} w-24`} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <button type="submit" className="rounded-md bg-primary-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-800">
        Add filter
      </button>
    </form>
  );
}
