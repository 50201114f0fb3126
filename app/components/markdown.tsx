import { clsx } from "clsx";
import type { MouseEvent } from "react";
import ReactMarkdown from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";

/** In-page links (citations to a references list): scroll the target into view and give it focus. */
function followAnchor(event: MouseEvent<HTMLAnchorElement>, href: string) {
  const target = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: "center", behavior: "smooth" });
  target.focus({ preventScroll: true });
}

/** Markdown from models, pages and the manual, always sanitized before it is rendered. */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={clsx("prose-treatise", className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={{
          a: ({ href, children: text, node: _node, ...rest }) => {
            if (typeof href === "string" && href.startsWith("#")) {
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
