/**
 * Toasts: top right, 4 s by default, success 2 s,
 * error 4 s, loading until dismissed, at most 20 at once. The <Toaster />
 * in the shell applies these; call `toast.success("Saved")` anywhere.
 */
export { default as toast } from "react-hot-toast";

export const TOAST_DURATION_MS = 4_000;
export const TOAST_SUCCESS_MS = 2_000;
export const TOAST_ERROR_MS = 4_000;
/** At most 20 toasts show at once (react-hot-toast's own TOAST_LIMIT). */
export const TOAST_LIMIT = 20;
