import type { ReactNode } from "react";
import { Breadcrumb } from "./Breadcrumb";
import { Container } from "./Container";

/** The band at the top of a content page: breadcrumb, heading and an optional introduction. */
export function PageHeader({
  title,
  breadcrumb,
  children,
}: {
  title: string;
  breadcrumb?: { label: string; to?: string }[];
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-linen/60">
      <Container className="py-10 md:py-14">
        <Breadcrumb items={breadcrumb ?? [{ label: title }]} />
        <h1 className="mt-4 text-4xl md:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-ink-soft">{children}</div> : null}
      </Container>
    </header>
  );
}
