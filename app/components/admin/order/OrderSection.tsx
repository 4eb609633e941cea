import type { ReactNode } from "react";
import { Panel } from "~/components/admin/Panel";

/** A panel of the order page: the back office's titled panel, its body at one distance under the title. */
export function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel id={id} title={title}>
      <div className="mt-3">{children}</div>
    </Panel>
  );
}
