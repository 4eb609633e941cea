import type { ReactNode } from "react";
import { PageHeader } from "~/components/ui/PageHeader";
import { CallToAction } from "./CallToAction";
import { LinkedText } from "./LinkedText";

/** What every guide page has around its own sections (modules/content/guides.ts). */
type GuideFrame = {
  title: string;
  intro: string;
  callToAction: { title: string; text: string; action?: string };
};

/**
 * A guide page: its header with the introduction, its sections, and the band that closes it
 * and leads to the gallery.
 */
export function GuideLayout({
  page,
  breadcrumb,
  children,
}: {
  page: GuideFrame;
  /** The header's trail; by default the page's title alone. */
  breadcrumb?: { label: string; to?: string }[];
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={page.title} breadcrumb={breadcrumb}>
        <LinkedText text={page.intro} />
      </PageHeader>
      {children}
      <CallToAction title={page.callToAction.title} action={page.callToAction.action}>
        <LinkedText text={page.callToAction.text} />
      </CallToAction>
    </>
  );
}
