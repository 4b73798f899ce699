/** The auth dialog's copy. */
export const AUTH_TEXT = {
  login: {
    title: "Welcome Back",
    subtitle: "Sign in to your account",
    submit: "Sign In",
    success: { title: "Welcome Back!", message: "Redirecting to dashboard..." },
  },
  register: {
    title: "Create Account",
    subtitle: "Join the community",
    submit: "Create Account",
    success: { title: "Account Created!", message: "Please check your email to verify your account." },
  },
  reset: {
    title: "Reset Password",
    subtitle: "Enter your email and we'll send you a link to reset your password.",
    submit: "Send Reset Link",
    success: { title: "Reset Link Sent!", message: "Check your email for reset instructions." },
  },
} as const;

/** How long a success confirmation shows before the dialog closes. */
export const AUTH_SUCCESS_MS = 2_000;
