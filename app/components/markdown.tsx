import { clsx } from "clsx";
import type { MouseEvent } from "react";
import ReactMarkdown from "react-markdown";
import { Link } from "react-router";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import type {} from "remark-parse";
import type { Processor } from "unified";
import { useOpenEvidence } from "./evidence-card";

/**
 * A remark plugin: Markdown without HTML and without character references. Text in angle brackets
 * ("If <branch> is specified"), a lone "<" and "&amp;" are read as the words they are and reach the reader
 * as written, rather than parsed as tags (which the sanitizer then drops) or entities. Autolinks
 * (`<https://…>`) and backslash escapes stay Markdown.
 */
function remarkPlainHtml(this: Processor) {
  const data = this.data();
  if (!data.micromarkExtensions) data.micromarkExtensions = [];
  data.micromarkExtensions.push({ disable: { null: ["htmlFlow", "htmlText", "characterReference"] } });
}

/** In-page links (citations to a references list): scroll the target into view and give it focus. */
function followAnchor(event: MouseEvent<HTMLAnchorElement>, href: string) {
  const target = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: "center", behavior: "smooth" });
  target.focus({ preventScroll: true });
}

/**
 * Markdown from models, pages and the manual, always sanitized before it is rendered; what looks like HTML
 * is shown as text (`remarkPlainHtml`). The manual also
 * maps its pictures to their bundled addresses (`resolveImage`) and its links between pages to app
 * routes (`internalLink`).
 */
export function Markdown({
  children,
  className,
  resolveImage,
  internalLink,
}: {
  children: string;
  className?: string;
  resolveImage?: (src: string) => string | undefined;
  internalLink?: (href: string) => string | null;
}) {
  const openEvidence = useOpenEvidence();
  return (
    <div className={clsx("prose-treatise", className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkPlainHtml]}
        rehypePlugins={[rehypeSanitize]}
        components={{
          ...(resolveImage
            ? {
                img: ({ src, alt, node: _node, ...rest }) => {
                  const url = typeof src === "string" ? resolveImage(src) : undefined;
                  return url ? (
                    <img src={url} alt={alt ?? ""} loading="lazy" {...rest} className="manual-image" />
                  ) : null;
                },
              }
            : {}),
          a: ({ href, children: text, node: _node, ...rest }) => {
            const internal = typeof href === "string" && internalLink ? internalLink(href) : null;
            if (internal) {
              return (
                <Link to={internal} {...rest}>
                  {text}
                </Link>
              );
            }
            if (typeof href === "string" && href.startsWith("#")) {
              const reference = /^#ref-(\d+)$/u.exec(href);
              if (reference && openEvidence) {
                // A checked paper's citation opens its evidence card (Enter on a focused link clicks it).
                return (
                  <a
                    href={href}
                    {...rest}
                    className="citation"
                    aria-haspopup="dialog"
                    onClick={(e) => {
                      e.preventDefault();
                      const block = e.currentTarget.closest("p, li, td, blockquote");
                      openEvidence({ n: Number(reference[1]), context: block?.textContent ?? "" });
                    }}
                  >
                    {text}
                  </a>
                );
              }
              return (
                <a href={href} {...rest} className="citation" onClick={(e) => followAnchor(e, href)}>
                  {text}
                </a>
              );
            }
            const external = typeof href === "string" && /^https?:\/\//.test(href);
            return (
              <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noreferrer" } : {})}>
                {text}
              </a>
            );
          },
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
