import type { ReactNode } from "react";

export const inputClass =
  "block w-full rounded-md border border-secondary-300 bg-white px-3 py-2 text-sm text-secondary-900 shadow-sm placeholder:text-secondary-500 focus:border-primary-500 aria-[invalid=true]:border-red-600";

/** A labelled control with its error below (the control gets aria-invalid/aria-describedby from the caller). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className = "",
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-secondary-800">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p className="mt-1 text-xs text-secondary-600">{hint}</p>
      ) : null}
    </div>
  );
}

/** aria attributes for a control with an optional error. */
export function invalid(id: string, error?: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}

/** The server's refusal (its detail) above a form. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

export function SubmitButton({ busy, children, busyLabel = "Saving…" }: { busy: boolean; children: ReactNode; busyLabel?: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** A titled card around one tool of a tab. */
export function Panel({ title, description, children, className = "" }: { title: string; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-lg border border-secondary-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}>
      <h2 className="text-lg font-semibold text-secondary-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-secondary-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
