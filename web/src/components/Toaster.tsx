import { Toaster as HotToaster } from "react-hot-toast";
import { TOAST_DURATION_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from "@/lib/toast";

/** Toasts top right: 4 s, success 2 s, error 4 s, loading until dismissed; at most 20. */
export function Toaster() {
  return (
    <HotToaster
      position="top-right"
      containerStyle={{ top: 80 }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        success: { duration: TOAST_SUCCESS_MS },
        error: { duration: TOAST_ERROR_MS },
        loading: { duration: Infinity },
      }}
    />
  );
}
