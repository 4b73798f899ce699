import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { addDays, formatLongDate, fromIsoDate, toIsoDate, weekRange, type IsoDate } from "@/lib/dates";

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function monthStart(iso: IsoDate): IsoDate {
  return `${iso.slice(0, 7)}-01`;
}

function addMonths(iso: IsoDate, n: number): IsoDate {
  const d = fromIsoDate(iso);
  if (!d) return iso;
  const day = d.getDate();
  const target = new Date(d.getFullYear(), d.getMonth() + n, 1);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(day, last));
  return toIsoDate(target);
}

/** The 6 x 7 days shown for the month of `iso`, Monday first. */
export function monthGrid(iso: IsoDate): IsoDate[] {
  const first = weekRange(monthStart(iso)).from;
  return Array.from({ length: 42 }, (_, i) => addDays(first, i));
}

/**
 * A month calendar (Monday first, like the scores' Monday-Sunday week) with
 * keyboard use: arrows move a day or a week, Page Up/Down a month, Home/End
 * to the week's ends, Enter or Space chooses, Escape closes. Days before
 * `min` are disabled; days between `rangeFrom` and `rangeTo` are shaded.
 */
export function Calendar({
  value,
  min,
  rangeFrom,
  rangeTo,
  today,
  label,
  onSelect,
  onClose,
}: {
  value: IsoDate | null;
  min?: IsoDate | null;
  rangeFrom?: IsoDate | null;
  rangeTo?: IsoDate | null;
  today: IsoDate;
  label: string;
  onSelect: (iso: IsoDate) => void;
  onClose: () => void;
}) {
  const [focused, setFocused] = useState<IsoDate>(() => {
    const start = value ?? rangeFrom ?? min ?? today;
    return min && start < min ? min : start;
  });
  const gridRef = useRef<HTMLDivElement>(null);
  // Focus follows the active day when opening and after keyboard moves, not after the month buttons.
  const focusDay = useRef(true);

  useEffect(() => {
    if (!focusDay.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const days = monthGrid(focused);
  const month = fromIsoDate(focused);
  const monthLabel = month?.toLocaleDateString("en-US", { month: "long", year: "numeric" }) ?? "";
  const isDisabled = (d: IsoDate) => !!min && d < min;

  const move = (to: IsoDate, withFocus = true) => {
    focusDay.current = withFocus;
    setFocused(to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    let next: IsoDate;
    switch (e.key) {
      case "ArrowLeft":
        next = addDays(focused, -1);
        break;
      case "ArrowRight":
        next = addDays(focused, 1);
        break;
      case "ArrowUp":
        next = addDays(focused, -7);
        break;
      case "ArrowDown":
        next = addDays(focused, 7);
        break;
      case "PageUp":
        next = addMonths(focused, -1);
        break;
      case "PageDown":
        next = addMonths(focused, 1);
        break;
      case "Home":
        next = weekRange(focused).from;
        break;
      case "End":
        next = weekRange(focused).to;
        break;
      case "Escape":
        e.preventDefault();
        e.stopPropagation();
        onClose();
        return;
      default:
        return;
    }
    e.preventDefault();
    move(next);
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label={label}
      className="absolute left-0 top-full z-30 mt-1 w-72 rounded-lg border border-secondary-200 bg-white p-3 shadow-lg"
    >
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          onClick={() => move(addMonths(focused, -1), false)}
          aria-label="Previous month"
          className="rounded-md p-1.5 text-secondary-700 hover:bg-secondary-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M12.8 15.8a.75.75 0 0 1-1.06 0L6.5 10.53a.75.75 0 0 1 0-1.06l5.24-5.25a.75.75 0 1 1 1.06 1.06L8.08 10l4.72 4.74a.75.75 0 0 1 0 1.06z" />
          </svg>
        </button>
        <p className="text-sm font-semibold text-secondary-900" aria-live="polite">
          {monthLabel}
        </p>
        <button
          type="button"
          onClick={() => move(addMonths(focused, 1), false)}
          aria-label="Next month"
          className="rounded-md p-1.5 text-secondary-700 hover:bg-secondary-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.92 10 7.2 5.26a.75.75 0 0 1 0-1.06z" />
          </svg>
        </button>
      </div>
      <div role="grid" aria-label={monthLabel} ref={gridRef} onKeyDown={onKeyDown}>
        <div role="row" className="grid grid-cols-7">
          {WEEKDAYS.map((d, i) => (
            <span key={d} role="columnheader" aria-label={WEEKDAY_NAMES[i]} className="py-1 text-center text-xs font-medium text-secondary-600">
              {d}
            </span>
          ))}
        </div>
        {Array.from({ length: 6 }, (_, w) => (
          <div role="row" key={w} className="grid grid-cols-7">
            {days.slice(w * 7, w * 7 + 7).map((d) => {
              const outside = d.slice(0, 7) !== focused.slice(0, 7);
              const selected = d === value;
              const inSpan = !!rangeFrom && !!rangeTo && d >= rangeFrom && d <= rangeTo;
              const disabled = isDisabled(d);
              return (
                <div role="gridcell" key={d} aria-selected={selected}>
                  <button
                    type="button"
                    data-date={d}
                    tabIndex={d === focused ? 0 : -1}
                    disabled={disabled}
                    aria-label={formatLongDate(d)}
                    aria-current={d === today ? "date" : undefined}
                    onClick={() => onSelect(d)}
                    className={[
                      "mx-auto flex size-9 items-center justify-center rounded-md text-sm",
                      selected
                        ? "bg-primary-700 font-semibold text-white"
                        : inSpan
                          ? "bg-primary-100 text-primary-900"
                          : outside
                            ? "text-secondary-500 hover:bg-secondary-100"
                            : "text-secondary-900 hover:bg-secondary-100",
                      d === today && !selected ? "ring-1 ring-inset ring-primary-400" : "",
                      disabled ? "cursor-not-allowed opacity-40 hover:bg-transparent" : "",
                    ].join(" ")}
                  >
                    {Number(d.slice(8))}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
