import { useState, type FormEvent } from "react";
import { ErrorState } from "@/components/ErrorState";
import { TableSkeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/api";
import { useAdminPlans, useSetPlanLimits, type AdminPlan } from "../api/plans";
import { FormError, inputClass, Panel } from "./form";

function PlanRow({ plan, canEdit }: { plan: AdminPlan; canEdit: boolean }) {
  const save = useSetPlanLimits();
  const [perMinute, setPerMinute] = useState(String(plan.per_minute));
  const [perDay, setPerDay] = useState(String(plan.per_day));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ ...plan, per_minute: Number(perMinute), per_day: Number(perDay) });
  };
  return (
    <form onSubmit={submit} aria-label={`${plan.name} limits`} className="grid gap-2 border-t border-secondary-100 py-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end">
      <p className="font-medium text-secondary-900">{plan.name}</p>
      <label className="text-sm text-secondary-700">
        Requests a minute
        <input type="number" min={1} required disabled={!canEdit} value={perMinute} onChange={(e) => setPerMinute(e.target.value)} className={inputClass} />
      </label>
      <label className="text-sm text-secondary-700">
        Requests a day
        <input type="number" min={1} required disabled={!canEdit} value={perDay} onChange={(e) => setPerDay(e.target.value)} className={inputClass} />
      </label>
      {canEdit && (
        <button type="submit" disabled={save.isPending} className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-70">
          {save.isPending ? "Saving…" : save.isSuccess ? "Saved" : "Save"}
        </button>
      )}
      {save.isError && (
        <div className="sm:col-span-4">
          <FormError message={errorMessage(save.error)} />
        </div>
      )}
    </form>
  );
}

/** The API-key plans and their limits; admins change them (keys get the new limits within a second). */
export default function PlansTab({ canEdit }: { canEdit: boolean }) {
  const plans = useAdminPlans();
  if (plans.isPending) return <TableSkeleton />;
  if (plans.isError) return <ErrorState message={errorMessage(plans.error)} onRetry={() => void plans.refetch()} />;
  return (
    <Panel title="Plans" description={canEdit ? "Limits of the API keys on each plan; every instance applies a change within a second." : "Only an admin can change the plans' limits."}>
      {plans.data.map((p) => (
        <PlanRow key={p.slug} plan={p} canEdit={canEdit} />
      ))}
    </Panel>
  );
}
