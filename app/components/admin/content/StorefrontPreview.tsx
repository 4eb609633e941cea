import type { ReactNode } from "react";
import { ArticleBody } from "~/components/content/ArticleBody";
import { Container } from "~/components/ui/Container";
import { RichText } from "~/components/ui/RichText";

/*
 * The storefront's own layouts, drawn inside the back office's preview. Their title is not a
 * heading here (the editor page has its own), but has the storefront heading's look.
 */

function PreviewHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-line bg-linen/60">
      <Container className="py-8">
        <p className="font-serif text-4xl font-semibold tracking-tight text-ink">{title}</p>
        {children ? <div className="mt-4 max-w-2xl text-lg text-ink-soft">{children}</div> : null}
      </Container>
    </div>
  );
}

/** A fixed page (about, legal notice): its header and text. */
export function PagePreview({ title, summary, html }: { title: string; summary: string; html: string }) {
  return (
    <>
      <PreviewHeader title={title}>{summary}</PreviewHeader>
      <Container className="py-8">
        <RichText html={html} className="max-w-3xl" />
      </Container>
    </>
  );
}

/** A style guide or blog post, as /style/{url} or /blog/{url} shows it. */
export function ArticlePreview({
  title,
  summary,
  illustration,
  publishedAt,
  html,
}: {
  title: string;
  summary: string;
  illustration: string;
  publishedAt: string | null;
  html: string;
}) {
  return (
    <>
      <PreviewHeader title={title}>{summary}</PreviewHeader>
      <ArticleBody page={{ bodyHtml: html, illustration, publishedAt }} />
    </>
  );
}

/** A FAQ answer, open, as the FAQ page shows it under its question. */
export function FaqAnswerPreview({ question, html }: { question: string; html: string }) {
  return (
    <div className="p-5">
      <p className="py-4 font-medium text-ink">{question}</p>
      <RichText html={html} className="pb-4 text-ink-soft" />
    </div>
  );
}
