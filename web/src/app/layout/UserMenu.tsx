import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { AuthMode } from "@/lib/auth-validation";
import { useAuth } from "@/lib/auth/auth-context";
import type { AuthUser } from "@/lib/auth/auth-reducer";

const AuthDialog = lazy(() => import("@/components/auth/AuthDialog"));

function initials(user: AuthUser): string {
  const s = `${user.firstName.slice(0, 1)}${user.lastName.slice(0, 1)}`.toUpperCase();
  return s || user.email.slice(0, 1).toUpperCase();
}

/** The user's initials (accounts have no picture). */
function Avatar({ user, size = "size-8" }: { user: AuthUser; size?: string }) {
  return (
    <span aria-hidden="true" className={`${size} flex items-center justify-center rounded-full bg-primary-700 text-xs font-semibold text-white`}>
      {initials(user)}
    </span>
  );
}

const itemClass = "block w-full rounded-md px-3 py-2 text-left text-sm text-secondary-800 hover:bg-secondary-100 focus:bg-secondary-100";

/** The signed-in menu: avatar, name, e-mail, Verified badge, Profile Settings, Notifications, Sign Out. */
function SignedInMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDown = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === "Escape") {
      e.preventDefault();
      close();
    } else if (e.key === "ArrowDown") {
      e.preventDefault();
      items[(i + 1) % items.length]?.focus();
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      items[(i - 1 + items.length) % items.length]?.focus();
    } else if (e.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full"
      >
        <Avatar user={user} />
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label="Account"
          onKeyDown={onKeyDown}
          className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-secondary-200 bg-white p-2 shadow-lg"
        >
          <div className="flex items-center gap-3 border-b border-secondary-100 px-3 pb-3 pt-1">
            <Avatar user={user} size="size-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-secondary-900">{name}</p>
              <p className="truncate text-xs text-secondary-600">{user.email}</p>
              {user.isVerified && (
                <span className="mt-1 inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Verified</span>
              )}
            </div>
          </div>
          <div className="pt-2">
            <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={close}>
              Profile Settings
            </button>
            <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={close}>
              Notifications
            </button>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => {
                setOpen(false);
                onSignOut();
              }}
            >
              Sign Out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The user menu, shown only when the auth feature flag is
 * on. Signed out: Sign In and Sign Up open the auth dialog in login or
 * register mode. In the header the signed-out buttons show from the `sm`
 * breakpoint; the mobile menu's instance (`placement="mobile"`) shows them
 * below it and nothing when signed in (the avatar stays in the header).
 */
export function UserMenu({ className = "", placement = "header" }: { className?: string; placement?: "header" | "mobile" }) {
  const auth = useAuth();
  const [dialog, setDialog] = useState<AuthMode | null>(null);
  if (!auth.enabled) return null;
  const signedIn = auth.isAuthenticated && !!auth.user;
  if (placement === "mobile" && signedIn && !dialog) return null;
  const buttons = placement === "mobile" ? "flex sm:hidden" : "hidden sm:flex";

  const dialogEl = dialog && (
    <Suspense fallback={null}>
      <AuthDialog initialMode={dialog} onClose={() => setDialog(null)} />
    </Suspense>
  );

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      {signedIn && auth.user ? (
        placement === "header" && <SignedInMenu user={auth.user} onSignOut={() => void auth.logout()} />
      ) : (
        <div className={`${buttons} items-center gap-2`}>
          <button
            type="button"
            onClick={() => setDialog("login")}
            className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-secondary-800 hover:bg-secondary-100"
          >
            Sign In
          </button>
          <button
            type="button"
            onClick={() => setDialog("register")}
            className="whitespace-nowrap rounded-md bg-primary-700 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-800"
          >
            Sign Up
          </button>
        </div>
      )}
      {dialogEl}
    </div>
  );
}
