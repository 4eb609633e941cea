import { useState } from "react";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import type { ShirtView } from "~/components/shirt/types";
import { SHIRT_VIEWS } from "~/components/shirt/views";
import type { ShirtLook } from "~/modules/design/look";

/**
 * The configurator's live drawing of the design being made, and the buttons that turn it (front,
 * back, collar, cuff); the shared design's page shows it too.
 */
export function DesignPreview({ look, testId }: { look: ShirtLook; testId: string }) {
  const [view, setView] = useState<ShirtView>("front");
  return (
    <div className="flex items-center gap-3 lg:block">
      <div
        data-testid={testId}
        className="h-[30vh] flex-1 border border-line bg-white p-2 lg:aspect-square lg:h-auto lg:p-6"
      >
        <ShirtPreview look={look} view={view} className="size-full" />
      </div>
      <fieldset className="flex flex-col gap-1.5 lg:mt-3 lg:flex-row">
        <legend className="sr-only">View of the shirt</legend>
        {SHIRT_VIEWS.map((entry) => (
          <button
            key={entry.view}
            type="button"
            aria-pressed={view === entry.view}
            onClick={() => setView(entry.view)}
            className={`rounded-sm border px-3 py-1.5 text-xs font-semibold ${view === entry.view ? "border-navy bg-navy text-white" : "border-line bg-white text-navy hover:border-navy"}`}
          >
            {entry.label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
