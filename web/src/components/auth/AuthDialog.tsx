import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import {
  EMPTY_AUTH_FORM,
  hasErrors,
  validateAuthForm,
  type AuthFormErrors,
  type AuthFormValues,
  type AuthMode,
} from "@/lib/auth-validation";
import { AUTH_SUCCESS_MS, AUTH_TEXT } from "@/lib/auth/auth-text";
import { useAuth } from "@/lib/auth/auth-context";
import { AUTH_FALLBACK } from "@/lib/auth/auth-api";
import { useSite } from "@/lib/use-site";

const inputClass =
  "block w-full rounded-md border bg-white px-3 py-2 text-sm text-secondary-900 shadow-sm placeholder:text-secondary-400 focus:border-primary-500";

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-secondary-800">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The auth dialog: login, register and reset modes, each with its title,
 * labels and confirmation (AUTH_TEXT) and the form's validation. Submitting
 * calls the server; its detail (or AUTH_FALLBACK.other) shows in a banner.
 * Escape or the close button closes it; focus stays inside.
 */
export default function AuthDialog({ initialMode, onClose }: { initialMode: AuthMode; onClose: () => void }) {
  const auth = useAuth();
  const site = useSite();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState<AuthFormValues>(EMPTY_AUTH_FORM);
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<{ title: string; message: string } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [showConfirm, setShowConfirm] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const uid = useId();
  const fid = (name: string) => `${uid}-${name}`;
  const text = AUTH_TEXT[mode];

  // Focus the first field on open and on each mode change; give focus back on close.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    return () => opener?.focus?.();
  }, []);
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>("input, button[type=submit]")?.focus();
  }, [mode, success]);

  // After a success confirmation (2 s) the dialog closes and the form clears.
  useEffect(() => {
    if (!success) return;
    const t = setTimeout(() => {
      setValues(EMPTY_AUTH_FORM);
      setSuccess(null);
      onClose();
    }, AUTH_SUCCESS_MS);
    return () => clearTimeout(t);
  }, [success, onClose]);

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setValues(EMPTY_AUTH_FORM);
    setErrors({});
    setBanner(null);
    setShowPassword(false);
    setShowConfirm(false);
    auth.clearError();
  };

  const change = (name: keyof AuthFormValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const v = e.target.value;
    setValues((old) => ({ ...old, [name]: v }));
    if (errors[name]) setErrors((old) => ({ ...old, [name]: undefined }));
  };

  // Escape closes the dialog wherever focus is.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateAuthForm(mode, values);
    setErrors(found);
    setBanner(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const email = values.email.trim();
      if (mode === "login") {
        await auth.login(email, values.password);
        setSuccess(AUTH_TEXT.login.success);
      } else if (mode === "register") {
        await auth.register({ email, password: values.password, firstName: values.firstName.trim(), lastName: values.lastName.trim() });
        setSuccess(AUTH_TEXT.register.success);
      } else {
        await auth.resetPassword(email);
        setSuccess(AUTH_TEXT.reset.success);
      }
    } catch (err) {
      setBanner(err instanceof Error && err.message ? err.message : AUTH_FALLBACK.other);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== "Tab") return;
    const focusable = Array.from(
      dialog.current?.querySelectorAll<HTMLElement>("input, button:not([disabled]), a[href]") ?? [],
    );
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const input = (name: keyof AuthFormValues, type: string, autoComplete: string) => (
    <input
      id={fid(name)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={change(name)}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? `${fid(name)}-error` : undefined}
      className={`${inputClass} ${errors[name] ? "border-red-500" : "border-secondary-300"}`}
    />
  );

  const passwordInput = (name: "password" | "confirmPassword", shown: boolean, toggle: () => void, autoComplete: string) => (
    <div className="relative">
      <input
        id={fid(name)}
        name={name}
        type={shown ? "text" : "password"}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={change(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${fid(name)}-error` : undefined}
        className={`${inputClass} pr-16 ${errors[name] ? "border-red-500" : "border-secondary-300"}`}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={shown ? "Hide password" : "Show password"}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 px-3 text-xs font-semibold text-primary-800 hover:text-primary-900"
      >
        {shown ? "Hide" : "Show"}
      </button>
    </div>
  );

  // A portal: the header's backdrop filter would otherwise contain the fixed overlay.
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-secondary-950/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={fid("title")}
        aria-describedby={fid("subtitle")}
        onKeyDown={onKeyDown}
        className="relative max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute right-3 top-3 rounded-md p-1 text-secondary-500 hover:bg-secondary-100 hover:text-secondary-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>

        {success ? (
          <div role="status" className="py-8 text-center">
            <h2 id={fid("title")} className="text-2xl font-bold text-secondary-900">
              {success.title}
            </h2>
            <p id={fid("subtitle")} className="mt-2 text-secondary-700">
              {success.message}
            </p>
          </div>
        ) : (
          <>
            <h2 id={fid("title")} className="text-2xl font-bold text-secondary-900">
              {text.title}
            </h2>
            <p id={fid("subtitle")} className="mt-1 text-sm text-secondary-600">
              {mode === "register" ? `Join the ${site.name} community to follow your teams and save your favourite views.` : text.subtitle}
            </p>

            <form noValidate onSubmit={submit} className="mt-6 space-y-4">
              {banner && (
                <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                  {banner}
                </div>
              )}

              {mode === "register" && (
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field id={fid("firstName")} label="First Name" error={errors.firstName}>
                    {input("firstName", "text", "given-name")}
                  </Field>
                  <Field id={fid("lastName")} label="Last Name" error={errors.lastName}>
                    {input("lastName", "text", "family-name")}
                  </Field>
                </div>
              )}
              {mode === "register" && (
                <Field id={fid("username")} label="Username" error={errors.username}>
                  {input("username", "text", "username")}
                </Field>
              )}
              <Field id={fid("email")} label="Email" error={errors.email}>
                {input("email", "email", "email")}
              </Field>
              {mode !== "reset" && (
                <Field id={fid("password")} label="Password" error={errors.password}>
                  {passwordInput("password", showPassword, () => setShowPassword((s) => !s), mode === "login" ? "current-password" : "new-password")}
                </Field>
              )}
              {mode === "register" && (
                <Field id={fid("confirmPassword")} label="Confirm Password" error={errors.confirmPassword}>
                  {passwordInput("confirmPassword", showConfirm, () => setShowConfirm((s) => !s), "new-password")}
                </Field>
              )}

              {mode === "login" && (
                <div className="text-right">
                  <button type="button" onClick={() => switchMode("reset")} className="text-sm font-medium text-primary-800 hover:underline">
                    Forgot your password?
                  </button>
                </div>
              )}

              <button
                type="submit"
                aria-disabled={busy || undefined}
                className="w-full rounded-md bg-primary-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 aria-disabled:cursor-wait aria-disabled:opacity-70"
              >
                {busy ? "Please wait..." : text.submit}
              </button>
            </form>

            <p className="mt-6 text-center text-sm text-secondary-700">
              {mode === "login" && (
                <>
                  Don&apos;t have an account?{" "}
                  <button type="button" onClick={() => switchMode("register")} className="font-semibold text-primary-800 hover:underline">
                    Sign Up
                  </button>
                </>
              )}
              {mode === "register" && (
                <>
                  Already have an account?{" "}
                  <button type="button" onClick={() => switchMode("login")} className="font-semibold text-primary-800 hover:underline">
                    Sign In
                  </button>
                </>
              )}
              {mode === "reset" && (
                <button type="button" onClick={() => switchMode("login")} className="font-semibold text-primary-800 hover:underline">
                  Back to Sign In
                </button>
              )}
            </p>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
