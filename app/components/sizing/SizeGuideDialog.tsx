import { lazy, Suspense } from "react";
import { ModalButton } from "~/components/ui/ModalButton";
import type { SizeGuideTable } from "~/modules/catalog/size-guide";

// The tabs and tables load with the dialog, not with the page.
const SizeGuideTabs = lazy(() => import("./SizeGuideTabs"));

/**
 * The size guide (spec: three fit tabs and an inches/cm switch, inches first). Without
 * JavaScript the link opens /sizing-guides in inches: the same charts as a page.
 */
export function SizeGuideDialog({ tables, className }: { tables: SizeGuideTable[]; className?: string }) {
  return (
    <ModalButton
      href="/sizing-guides?unit=in"
      label="Size guide"
      title="Size guide"
      description="Standard sizes of the finished shirt for each fit; columns are collar sizes."
      wide
      className={className}
    >
      <Suspense fallback={<p className="text-ink-soft">Loading the size charts…</p>}>
        <SizeGuideTabs tables={tables} />
      </Suspense>
    </ModalButton>
  );
}
