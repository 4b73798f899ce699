import { lazy, Suspense, useState, type ReactNode } from "react";
import type { AuthMode } from "@/lib/auth-validation";

const AuthDialog = lazy(() => import("./AuthDialog"));

/** A button opening the auth dialog (sign-in by default) from a page's own prompt. */
export function SignInButton({
  mode = "login",
  children = "Sign In",
  className = "rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800",
}: {
  mode?: AuthMode;
  children?: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AuthDialog initialMode={mode} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
