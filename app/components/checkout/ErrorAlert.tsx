import { AlertCircle } from "lucide-react";

/** The payment error alert (spec 000 section 8: "alert titled 'Error' with the provider's message"). */
export function ErrorAlert({ message, id, className = "" }: { message: string; id?: string; className?: string }) {
  return (
    <div id={id} role="alert" className={`flex gap-3 border border-danger/30 bg-danger/5 p-4 text-danger ${className}`}>
      <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">Error</p>
        <p className="text-sm">{message}</p>
      </div>
    </div>
  );
}
