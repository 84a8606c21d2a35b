import { Marked } from "marked";

const PROSE =
  "space-y-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em] [&_table]:my-3 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_td]:border-b [&_td]:border-slate-100 [&_td]:py-1 [&_td]:pr-3 [&_td]:align-top [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-1 [&_th]:pr-3 [&_a]:text-indigo-700 [&_a]:underline";

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

// The texts write placeholders such as `v1,<base64 HMAC…>` in prose: shown as written, never taken for HTML.
const marked = new Marked({ renderer: { html: ({ text }) => escapeHtml(text) } });

/**
 * Markdown from the OpenAPI document and the docs' own text, rendered on the
 * server. The text is the service's own (built from its code, never from a
 * request), so its HTML is trusted as is.
 */
export function Markdown({ text, inline = false, className = "" }: { text: string; inline?: boolean; className?: string }) {
  const html = inline ? marked.parseInline(text, { async: false }) : marked.parse(text, { async: false });
  if (inline) return <span className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
