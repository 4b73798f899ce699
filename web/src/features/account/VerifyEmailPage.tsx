import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useAuth } from "@/lib/auth/auth-context";
import { Spinner } from "@/components/Spinner";
import { errorMessage } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useVerifyEmail } from "./api/verify-email";
import { AccountCard, MISSING_TOKEN } from "./components/AccountCard";

export const VERIFIED_TEXT = "Email verified.";

/** /verify-email?token=: the link from the verification mail; confirms the address once. */
export default function VerifyEmailPage() {
  useDocumentTitle("Verify Email");
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const verify = useVerifyEmail();
  const { isAuthenticated, user, setUser } = useAuth();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  // A signed-in visitor's menu shows Verified at once.
  useEffect(() => {
    if (verify.isSuccess && isAuthenticated && user && !user.isVerified) setUser({ ...user, isVerified: true });
  }, [verify.isSuccess, isAuthenticated, user, setUser]);

  let body;
  if (!token) body = <p className="text-sm text-red-800">{MISSING_TOKEN}</p>;
  else if (verify.isError) body = <p role="alert" className="text-sm text-red-800">{errorMessage(verify.error)}</p>;
  else if (verify.isSuccess)
    body = (
      <p role="status" className="text-sm text-green-800">
        {verify.data?.detail || VERIFIED_TEXT} Thanks for confirming your address.
      </p>
    );
  else body = <Spinner label="Verifying your email…" className="py-6" />;

  return (
    <AccountCard title="Verify Email">
      {body}
      <Link to="/" className="mt-6 inline-block text-sm font-medium text-primary-800 hover:underline">
        Go to the home page
      </Link>
    </AccountCard>
  );
}
