/** Renders HTML that the content module has sanitised (DESIGN.md section 6). */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised when stored and again when read.
  return <div className={`prose-shop ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
