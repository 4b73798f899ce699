import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { formatDisplayDate, INVALID_DATE_MESSAGE, parseTypedDate, todayIso, type IsoDate } from "@/lib/dates";
import { Calendar } from "./Calendar";

/**
 * A date picker: a text box showing the date as 'MMM d, yyyy' that also
 * takes typed dates ("Dec 15, 2025", "2025-12-15", "12/15/2025"), and a
 * calendar button. A typed date that cannot be read (or falls before `min`)
 * shows 'Date input not valid.' and is not applied. Clearing the box clears
 * the date. Enter applies the box even when unchanged (choosing the same day
 * again); leaving it applies only a change.
 *
 * This stands in for react-datepicker (+ date-fns), which the design names
 * but the app does not bundle yet; the props mirror its selected / minDate /
 * onChange / placeholderText so a swap stays inside this file.
 */
export function DateField({
  label,
  placeholder,
  value,
  min,
  rangeFrom,
  rangeTo,
  onChange,
  className = "",
}: {
  label: string;
  placeholder: string;
  value: IsoDate | null;
  min?: IsoDate | null;
  rangeFrom?: IsoDate | null;
  rangeTo?: IsoDate | null;
  onChange: (value: IsoDate | null) => void;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const shown = formatDisplayDate(value);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [synced, setSynced] = useState(shown);
  const wrapRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The value changed from outside (Today, This Week, the other field): show it.
  if (synced !== shown) {
    setSynced(shown);
    setText(shown);
    setError(null);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const apply = (raw: string, force: boolean) => {
    const t = raw.trim();
    if (!force && t === shown) {
      setError(null);
      return;
    }
    if (!t) {
      setError(null);
      if (value !== null) onChange(null);
      return;
    }
    const iso = parseTypedDate(t);
    if (!iso || (min && iso < min)) {
      setError(INVALID_DATE_MESSAGE);
      return;
    }
    setError(null);
    setText(formatDisplayDate(iso));
    onChange(iso);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      apply(text, true);
    } else if (e.key === "ArrowDown" && e.altKey) {
      e.preventDefault();
      setOpen(true);
    }
  };

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div ref={wrapRef} className={`relative ${className}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-secondary-700">
        {label}
      </label>
      <div className="flex">
        <input
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onBlur={() => apply(text, false)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`w-full min-w-0 rounded-l-md border bg-white px-3 py-2 text-sm text-secondary-900 placeholder:text-secondary-500 focus:z-10 focus:border-primary-500 focus:outline-2 focus:outline-primary-500 ${
            error ? "border-red-500" : "border-secondary-300"
          }`}
        />
        <button
          ref={toggleRef}
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-label={`Choose ${label.toLowerCase()}`}
          aria-expanded={open}
          aria-haspopup="dialog"
          className="-ml-px rounded-r-md border border-secondary-300 bg-secondary-50 px-2.5 text-secondary-700 hover:bg-secondary-100 focus:z-10 focus:outline-2 focus:outline-primary-500"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {open && (
        <Calendar
          value={value}
          min={min}
          rangeFrom={rangeFrom}
          rangeTo={rangeTo}
          today={todayIso()}
          label={`Choose ${label.toLowerCase()}`}
          onSelect={(iso) => {
            setError(null);
            onChange(iso);
            close();
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
