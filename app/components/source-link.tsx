// A source's address where space is short (custom sources, references): a long url is shown in its short
// form (spec §9: host and the first 6 hex characters of its hash), the full url on hover and when copied —
// by the copy button, or by selecting the short text and copying it.
import { Check, Copy } from "lucide-react";
import { type ClipboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SHORT_LINK_ABOVE_CHARS } from "../../common/constants";
import { shortLink } from "../../common/short-link";
import { isOpenableUrl } from "../lib/citations";
import { COPIED_MS } from "./share-dialog";
import { Tooltip } from "./ui/tooltip";

/** What is shown for a url: itself when it fits, else its short form. */
export function displayedUrl(url: string): string {
  return url.length > SHORT_LINK_ABOVE_CHARS ? shortLink(url) : url;
}

export function SourceLink({ url, className }: { url: string; className?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);
  const shown = displayedUrl(url);
  const short = shown !== url;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.error("[source link] copying the address failed", error);
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  // Copying exactly the short text gives the full address.
  const onCopy = (event: ClipboardEvent) => {
    if (window.getSelection()?.toString().trim() !== shown) return;
    event.preventDefault();
    event.clipboardData.setData("text/plain", url);
  };

  const text = (
    <span dir="ltr" data-short-link={short ? "" : undefined} onCopy={onCopy}>
      {shown}
    </span>
  );
  return (
    <span className={className ?? "inline-flex max-w-full min-w-0 items-center gap-1 align-middle"}>
      {short ? (
        <Tooltip content={<span className="break-all">{url}</span>}>
          {isOpenableUrl(url) ? (
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              aria-label={url}
              className="truncate underline decoration-dotted underline-offset-2"
            >
              {text}
            </a>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the full address can be read by keyboard
            <span tabIndex={0} className="truncate">
              {text}
            </span>
          )}
        </Tooltip>
      ) : (
        <span className="truncate">{text}</span>
      )}
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={copied ? t("share.copied") : t("common.copyAddress")}
        title={copied ? t("share.copied") : t("common.copyAddress")}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
      >
        {copied ? <Check aria-hidden className="size-3.5" /> : <Copy aria-hidden className="size-3.5" />}
      </button>
    </span>
  );
}
