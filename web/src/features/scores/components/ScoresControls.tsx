import { useId } from "react";
import type { DateRange, IsoDate } from "@/lib/dates";
import { ALL, STATUS_OPTIONS, type SportOption } from "@/lib/games/filters";
import { DateField } from "./DateField";
import { SearchField } from "@/components/filters/SearchField";

const selectClass =
  "w-full rounded-md border border-secondary-300 bg-white py-2 pl-3 pr-8 text-sm text-secondary-900 shadow-sm focus:border-primary-500 focus:outline-2 focus:outline-primary-500";

/** Team search, sport and status filters, the date range pickers, Today and This Week. */
export function ScoresControls({
  search,
  onSearch,
  sport,
  sportOptions,
  showSport,
  onSport,
  status,
  onStatus,
  range,
  onStart,
  onEnd,
  onToday,
  onThisWeek,
}: {
  search: string;
  onSearch: (v: string) => void;
  sport: string;
  sportOptions: SportOption[];
  showSport: boolean;
  onSport: (v: string) => void;
  status: string;
  onStatus: (v: string) => void;
  range: DateRange;
  onStart: (v: IsoDate | null) => void;
  onEnd: (v: IsoDate | null) => void;
  onToday: () => void;
  onThisWeek: () => void;
}) {
  const id = useId();
  return (
    <section aria-label="Filters" className="rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
      <div className={`grid gap-4 sm:grid-cols-2 ${showSport ? "lg:grid-cols-3" : "lg:grid-cols-2"}`}>
        <SearchField label="Search teams" value={search} onChange={onSearch} placeholder="Team name or city" />
        {showSport && (
          <div>
            <label htmlFor={`${id}-sport`} className="mb-1 block text-sm font-medium text-secondary-700">
              Sport
            </label>
            <select id={`${id}-sport`} value={sport} onChange={(e) => onSport(e.target.value)} className={selectClass}>
              <option value={ALL}>All Sports</option>
              {sportOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-secondary-700">
            Status
          </label>
          <select id={`${id}-status`} value={status} onChange={(e) => onStatus(e.target.value)} className={selectClass}>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-start">
        <DateField
          label="Start Date"
          placeholder="Start Date"
          value={range.from}
          rangeFrom={range.from}
          rangeTo={range.to}
          onChange={onStart}
        />
        <DateField
          label="End Date"
          placeholder="End Date"
          value={range.to}
          min={range.from}
          rangeFrom={range.from}
          rangeTo={range.to}
          onChange={onEnd}
        />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1 lg:pt-6">
          <button
            type="button"
            onClick={onToday}
            className="flex-1 rounded-md border border-primary-300 bg-primary-50 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-100 lg:flex-none"
          >
            Today
          </button>
          <button
            type="button"
            onClick={onThisWeek}
            className="flex-1 rounded-md border border-primary-300 bg-primary-50 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-100 lg:flex-none"
          >
            This Week
          </button>
        </div>
      </div>
    </section>
  );
}
