import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { SignInButton } from "@/components/auth/SignInButton";
import { errorMessage } from "@/lib/api";
import { validateNewPassword, type NewPasswordErrors } from "@/lib/auth-validation";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useConfirmReset } from "./api/confirm-reset";
import { AccountCard, MISSING_TOKEN } from "./components/AccountCard";

export const RESET_DONE_TEXT = "Password has been reset.";

const inputClass =
  "block w-full rounded-md border border-secondary-300 bg-white px-3 py-2 text-sm text-secondary-900 shadow-sm focus:border-primary-500 aria-[invalid=true]:border-red-600";

function PasswordField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-secondary-800">
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        className={`mt-1 ${inputClass}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** /reset-password?token=: the link from the reset mail; sets a new password. */
export default function ResetPasswordPage() {
  useDocumentTitle("Reset Password");
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const reset = useConfirmReset();
  const uid = useId();

  if (!token) {
    return (
      <AccountCard title="Reset Password">
        <p className="text-sm text-red-800">{MISSING_TOKEN}</p>
        <div className="mt-6">
          <SignInButton mode="reset">Send a new link</SignInButton>
        </div>
      </AccountCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AccountCard title="Reset Password">
        <p role="status" className="text-sm text-green-800">
          {reset.data?.detail || RESET_DONE_TEXT} Sign in with your new password.
        </p>
        <div className="mt-6">
          <SignInButton />
        </div>
      </AccountCard>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (Object.keys(found).length) return;
    reset.mutate({ token, password });
  };

  return (
    <AccountCard title="Reset Password">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
        <p className="text-sm text-secondary-700">Choose a new password: at least 8 characters with uppercase, lowercase, and a number.</p>
        {reset.isError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(reset.error, "Password reset failed")}
          </p>
        )}
        <PasswordField
          id={`${uid}-password`}
          label="New Password"
          value={password}
          error={errors.password}
          onChange={(v) => {
            setPassword(v);
            setErrors((er) => ({ ...er, password: undefined }));
          }}
        />
        <PasswordField
          id={`${uid}-confirm`}
          label="Confirm Password"
          value={confirm}
          error={errors.confirmPassword}
          onChange={(v) => {
            setConfirm(v);
            setErrors((er) => ({ ...er, confirmPassword: undefined }));
          }}
        />
        <button
          type="submit"
          disabled={reset.isPending}
          className="w-full rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-70"
        >
          {reset.isPending ? "Saving…" : "Set New Password"}
        </button>
      </form>
    </AccountCard>
  );
}
