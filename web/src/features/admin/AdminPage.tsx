import { useQuery } from "@tanstack/react-query";
import { lazy, useEffect, type ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { useAuth } from "@/lib/auth/auth-context";
import { SignInButton } from "@/components/auth/SignInButton";
import { Badge } from "@/components/Badge";
import { ErrorState } from "@/components/ErrorState";
import { Spinner } from "@/components/Spinner";
import { TabPanel, Tabs, type TabItem } from "@/components/Tabs";
import { errorMessage, isApiError } from "@/lib/api";
import { configQueryOptions } from "@/lib/config";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useMe } from "./api/get-me";
import { AuditTab } from "./components/AuditTab";
import { CorrectionsTab } from "./components/CorrectionsTab";
import { ImportsTab } from "./components/ImportsTab";
import { LiveGamesTab } from "./components/LiveGamesTab";
import { canOperate, sectionFromPath, sectionPath, type AdminSection } from "./lib/sections";

export const ADMIN_TEXT = {
  title: "Admin",
  subtitle: "Enter live games, correct results, and review imports and the audit log.",
  disabledTitle: "Sign-in is disabled on this site",
  disabledText: "The admin needs accounts, and this site runs without them. Its operator can turn them on (FEATURE_AUTH).",
  signInTitle: "Sign in to continue",
  signInText: "The admin is for the site's operators. Sign in with an operator or admin account.",
  noAccessTitle: "You need operator access",
  noAccessText: "Your account can read the site but not change it. An admin can give it the operator role.",
} as const;

const TABS: readonly TabItem<AdminSection>[] = [
  { id: "live", label: "Live games" },
  { id: "corrections", label: "Corrections" },
  { id: "imports", label: "Imports" },
  { id: "audit", label: "Audit log" },
  { id: "plans", label: "Plans" },
];

// Loaded when opened: only admins change plans.
const PlansTab = lazy(() => import("./components/PlansTab"));

const PANELS: Record<AdminSection, (admin: boolean) => ReactNode> = {
  live: () => <LiveGamesTab />,
  corrections: () => <CorrectionsTab />,
  imports: () => <ImportsTab />,
  audit: () => <AuditTab />,
  plans: (admin) => <PlansTab canEdit={admin} />,
};

function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto mt-8 max-w-xl rounded-lg border border-secondary-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <h2 className="text-xl font-semibold text-secondary-900">{title}</h2>
      {children}
    </section>
  );
}

/** The tabs, for operators and admins. */
function Console({ admin }: { admin: boolean }) {
  const { section: raw } = useParams();
  const navigate = useNavigate();
  const section = sectionFromPath(raw);
  return (
    <div className="mt-6">
      <Tabs label="Admin sections" idPrefix="admin" tabs={TABS} value={section} onChange={(id) => navigate(sectionPath(id))} />
      <TabPanel idPrefix="admin" id={section} value={section}>
        {PANELS[section](admin)}
      </TabPanel>
    </div>
  );
}

/** Who may see what: sign-in off, signed out, a plain user, or an operator/admin (the server checks every write again). */
function Gate() {
  const config = useQuery(configQueryOptions());
  const auth = useAuth();
  const me = useMe();
  const { setUser } = auth;

  // The stored user follows the server (a role changed since sign-in).
  useEffect(() => {
    if (me.data && me.data.role !== auth.user?.role) setUser(me.data);
  }, [me.data, auth.user?.role, setUser]);

  if (config.isPending || !auth.isInitialized) return <Spinner />;
  if (!auth.enabled) {
    return (
      <Notice title={ADMIN_TEXT.disabledTitle}>
        <p className="mt-2 text-sm text-secondary-700">{ADMIN_TEXT.disabledText}</p>
      </Notice>
    );
  }
  const expired = isApiError(me.error) && me.error.status === 401;
  if (!auth.isAuthenticated || expired) {
    return (
      <Notice title={ADMIN_TEXT.signInTitle}>
        <p className="mt-2 text-sm text-secondary-700">{expired ? errorMessage(me.error) : ADMIN_TEXT.signInText}</p>
        <div className="mt-6">
          <SignInButton />
        </div>
      </Notice>
    );
  }
  if (me.isError) return <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  const user = me.data;
  if (!user) return <Spinner label="Checking your access…" />;
  if (!canOperate(user.role)) {
    return (
      <Notice title={ADMIN_TEXT.noAccessTitle}>
        <p className="mt-2 text-sm text-secondary-700">{ADMIN_TEXT.noAccessText}</p>
        <p className="mt-4 text-sm text-secondary-600">Signed in as {user.email}.</p>
      </Notice>
    );
  }
  return (
    <>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-secondary-700">
        Signed in as <span className="font-medium text-secondary-900">{user.email}</span>
        <Badge tone="accent">{user.role}</Badge>
      </p>
      <Console admin={user.role === "admin"} />
    </>
  );
}

/** /admin and /admin/{section}: the operators' screen (issue #14). */
export default function AdminPage() {
  useDocumentTitle(ADMIN_TEXT.title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">{ADMIN_TEXT.title}</h1>
        <p className="mt-2 text-base text-secondary-600 sm:text-lg">{ADMIN_TEXT.subtitle}</p>
      </header>
      <Gate />
    </div>
  );
}
