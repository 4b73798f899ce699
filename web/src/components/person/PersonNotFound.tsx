import { Link } from "react-router";
import { errorMessage, isApiError } from "@/lib/errors";

/**
 * 'Player Not Found' / 'Coach Not Found': the page's own sentence for a 404
 * (the API's detail adds nothing), else the error's message, and a back button.
 */
export function PersonNotFound({ title, sentence, error, back, backLabel }: { title: string; sentence: string; error: unknown; back: string; backLabel: string }) {
  const message = error && !(isApiError(error) && error.isNotFound) ? errorMessage(error, sentence) : sentence;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900">{title}</h1>
      <p className="mt-4 text-secondary-600">{message}</p>
      <Link to={back} className="mt-8 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
        {backLabel}
      </Link>
    </div>
  );
}
