import type { ReactNode } from "react";
import { Link } from "../../lib/router";
import { paths } from "../../paths";

/**
 * What a try-it box says when nothing can be sent: the plain reason (no provider serves the
 * model or the task, the hub does not know the id), then the ways on that exist: models a
 * provider does serve, the libraries that run it on the user's own machine, and the user's own
 * key for a provider that hosts it. `alternatives` are links to models; `libraries` are library
 * ids linking to their pages.
 *
 * @example
 * ```tsx
 * <NotServedNote title="No inference provider serves acme/model" libraries={["transformers"]}>
 *   <p>The hub's provider mapping lists none for it.</p>
 * </NotServedNote>
 * ```
 */
export function NotServedNote({
  title,
  children,
  alternatives = [],
  browseServed,
  libraries = [],
}: {
  title: string;
  children?: ReactNode;
  /** Models of the same task that a provider serves. */
  alternatives?: { id: string; href: string }[];
  /** The model browser filtered to what providers serve. */
  browseServed?: string;
  libraries?: string[];
}) {
  return (
    <div role="note" className="not-served" aria-label={title}>
      <p>
        <strong>{title}</strong>
      </p>
      {children}
      <ul className="not-served-ways">
        {alternatives.length > 0 || browseServed ? (
          <li>
            Try a model that a provider serves
            {alternatives.length > 0 ? ": " : ""}
            {alternatives.map((alternative, index) => (
              <span key={alternative.id}>
                {index > 0 ? ", " : ""}
                <Link href={alternative.href}>{alternative.id}</Link>
              </span>
            ))}
            {browseServed ? (
              <>
                {alternatives.length > 0 ? " or " : " "}
                <Link href={browseServed}>see every one</Link>
              </>
            ) : null}
            .
          </li>
        ) : null}
        {libraries.length > 0 ? (
          <li>
            Run it on your own machine with one of these libraries:
            <ul aria-label="Libraries that run it locally" className="tags">
              {libraries.map((library) => (
                <li key={library}>
                  <Link href={paths.library(library)}>{library}</Link>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        <li>
          Have your own key for a provider that hosts it? Add it in{" "}
          <Link href={paths.settings()}>Settings</Link> and call that provider directly with its own
          model name.
        </li>
      </ul>
    </div>
  );
}
