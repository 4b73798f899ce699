import { healthTone } from "../lib/quality";

const BAR: Record<ReturnType<typeof healthTone>, string> = {
  success: "bg-green-600",
  warning: "bg-amber-500",
  danger: "bg-red-600",
  secondary: "bg-secondary-400",
};

/** A 0-100 bar: green at 95 or more, amber at 80 or more, else red (healthTone). */
export function HealthBar({ value, label, className = "mt-3" }: { value: number | null; label: string; className?: string }) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value == null ? undefined : Math.round(value * 10) / 10}
      className={`${className} h-2 overflow-hidden rounded-full bg-secondary-100`}
    >
      <div className={`h-full rounded-full ${BAR[healthTone(value)]}`} style={{ width: `${value ?? 0}%` }} />
    </div>
  );
}
