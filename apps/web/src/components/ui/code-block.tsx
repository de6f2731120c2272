import { useState } from "react";

/**
 * A block of code with a "Copy" button that announces success to screen readers.
 *
 * @example
 * ```tsx
 * <CodeBlock code={"pip install transformers"} language="sh" label="Install" />
 * ```
 */
export function CodeBlock({
  code,
  language,
  label,
}: {
  code: string;
  language?: string;
  label?: string;
}) {
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <figure className="code-block">
      {label ? <figcaption>{label}</figcaption> : null}
      <pre tabIndex={0} aria-label={label ? `${label} code` : "Code"}>
        <code data-language={language}>{code}</code>
      </pre>
      <button type="button" className="copy-button" onClick={() => void copy()}>
        {copied === "copied" ? "Copied" : "Copy"}
        {label ? <span className="visually-hidden"> {label}</span> : null}
      </button>
      <span role="status" className="visually-hidden">
        {copied === "copied" ? "Copied to clipboard" : copied === "failed" ? "Copy failed" : ""}
      </span>
    </figure>
  );
}
