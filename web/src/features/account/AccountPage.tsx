import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/Badge";
import { DataTable, detailsColumn, type Column } from "@/components/data-table";
import { SignInButton } from "@/components/auth/SignInButton";
import { ErrorState } from "@/components/ErrorState";
import { Spinner } from "@/components/Spinner";
import { errorMessage } from "@/lib/api";
import { useAuth } from "@/lib/auth/auth-context";
import { configQueryOptions } from "@/lib/config";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCreateKey, useKeys, useRevokeKey, type ApiKey, type NewApiKey } from "./api/keys";

const fmt = new Intl.NumberFormat("en-US");
const day = (iso: string) => iso.slice(0, 10);

export const ACCOUNT_TEXT = {
  title: "Your account",
  keysTitle: "API keys",
  keysText: "Send a key with every API request as X-API-Key: <key> or Authorization: Bearer <key>; its plan sets your limits.",
  shownOnce: "Copy this key now: it is shown only once.",
  disabled: "Accounts are off on this site, so it issues no API keys.",
  signIn: "Sign in to create and manage your API keys.",
  none: "No keys yet.",
} as const;

function todayUsage(k: ApiKey): number {
  const today = new Date().toISOString().slice(0, 10);
  return k.usage.find((u) => u.date === today)?.requests ?? 0;
}

const requests30 = (k: ApiKey) => k.usage.reduce((n, u) => n + u.requests, 0);

/** The keys table's columns; the revoke button is the page's (one mutation for every row). */
function keyColumns(onRevoke: (k: ApiKey) => void, revoking: boolean): Column<ApiKey>[] {
  return [
    {
      key: "name",
      label: "Key",
      rowHeader: true,
      value: (k) => k.name,
      format: (k) => (
        <>
          <span className="block text-secondary-900">{k.name}</span>
          <code className="text-xs font-normal text-secondary-600">{k.prefix}…</code>
        </>
      ),
    },
    {
      key: "plan",
      label: "Plan",
      value: (k) => k.plan.name,
      format: (k) => (
        <>
          {k.plan.name}
          <div className="text-xs text-secondary-600">
            {fmt.format(k.plan.per_minute)}/min · {fmt.format(k.plan.per_day)}/day
          </div>
        </>
      ),
    },
    {
      key: "today",
      label: "Requests today",
      cellClassName: "py-2 pr-3 tabular-nums",
      value: (k) => todayUsage(k),
      format: (k) => (
        <>
          {fmt.format(todayUsage(k))}
          <div className="text-xs text-secondary-600">{fmt.format(requests30(k))} in 30 days</div>
        </>
      ),
    },
    {
      key: "created",
      label: "Created",
      className: "hidden sm:table-cell",
      value: (k) => day(k.created_at),
      format: (k) => (
        <>
          {day(k.created_at)}
          <div className="text-xs text-secondary-600">{k.last_used_at ? `used ${day(k.last_used_at)}` : "never used"}</div>
        </>
      ),
    },
    detailsColumn(
      (k) =>
        k.revoked_at ? (
          <Badge tone="secondary">Revoked</Badge>
        ) : (
          <button type="button" onClick={() => onRevoke(k)} disabled={revoking} className="rounded-md border border-red-300 px-2 py-1 text-sm text-red-800 hover:bg-red-50 disabled:opacity-50">
            Revoke
          </button>
        ),
      { key: "actions", label: "Actions", headerClassName: "py-2", cellClassName: "py-2" },
    ),
  ];
}

function Keys() {
  const keys = useKeys(true);
  const create = useCreateKey();
  const revoke = useRevokeKey();
  const [name, setName] = useState("");
  const [fresh, setFresh] = useState<NewApiKey | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(name, { onSuccess: (k) => (setFresh(k), setName("")) });
  };
  return (
    <section aria-labelledby="keys" className="mt-8 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="keys" className="text-xl font-semibold text-secondary-900">
        {ACCOUNT_TEXT.keysTitle}
      </h2>
      <p className="mt-1 text-sm text-secondary-600">{ACCOUNT_TEXT.keysText}</p>
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm text-secondary-700">
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required placeholder="e.g. laptop"
            className="mt-1 w-56 rounded-md border border-secondary-300 px-3 py-1.5" />
        </label>
        <button type="submit" disabled={create.isPending} className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-50">
          Create key
        </button>
      </form>
      {create.isError && <p role="alert" className="mt-2 text-sm text-red-800">{errorMessage(create.error)}</p>}
      {fresh && (
        <div role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm">
          <p className="font-medium text-green-900">{ACCOUNT_TEXT.shownOnce}</p>
          <code className="mt-1 block break-all text-secondary-900">{fresh.key}</code>
        </div>
      )}
      {keys.isPending ? (
        <Spinner />
      ) : keys.isError ? (
        <ErrorState message={errorMessage(keys.error)} onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <p className="mt-4 text-sm text-secondary-600">{ACCOUNT_TEXT.none}</p>
      ) : (
        <DataTable
          className="mt-4"
          caption={ACCOUNT_TEXT.keysTitle}
          label={`${ACCOUNT_TEXT.keysTitle} table`}
          tableClassName="w-full text-left text-sm text-secondary-800"
          theadClassName="text-xs uppercase text-secondary-600"
          tbodyClassName=""
          headerCellClassName="py-2 pr-3 font-semibold"
          cellClassName="py-2 pr-3"
          columns={keyColumns((k) => revoke.mutate(k.id), revoke.isPending)}
          rows={keys.data}
          rowKey={(k) => k.id}
          rowClassName={() => "border-t border-secondary-200 align-top"}
        />
      )}
    </section>
  );
}

/** /account: the signed-in user's API keys (created, shown once, revoked) and their use per day. */
export default function AccountPage() {
  useDocumentTitle(ACCOUNT_TEXT.title);
  const config = useQuery(configQueryOptions());
  const auth = useAuth();
  let body;
  if (config.isPending || !auth.isInitialized) body = <Spinner />;
  else if (!auth.enabled) body = <p className="mt-6 text-secondary-700">{ACCOUNT_TEXT.disabled}</p>;
  else if (!auth.isAuthenticated)
    body = (
      <div className="mt-6">
        <p className="text-secondary-700">{ACCOUNT_TEXT.signIn}</p>
        <div className="mt-4">
          <SignInButton />
        </div>
      </div>
    );
  else
    body = (
      <>
        <p className="mt-2 text-sm text-secondary-600">Signed in as {auth.user?.email}.</p>
        <Keys />
      </>
    );
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900">{ACCOUNT_TEXT.title}</h1>
      {body}
    </div>
  );
}
