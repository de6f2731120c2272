import { useEffect, useRef, type ReactNode } from "react";
import { paths } from "../../paths";
import { Link, useLocation } from "../../lib/router";
import { NAVIGATION } from "../../routes";

/**
 * The frame of every screen: skip link, header with navigation and search, and the main
 * region. On navigation, focus moves to the main region so keyboard and screen-reader users
 * start at the new content.
 *
 * @example
 * ```tsx
 * <Layout onOpenSearch={() => setOpen(true)}><HomePage /></Layout>
 * ```
 */
export function Layout({
  children,
  onOpenSearch,
}: {
  children: ReactNode;
  onOpenSearch: () => void;
}) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  const section = "/" + (pathname.split("/")[1] ?? "");
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link href={paths.home()} className="brand">
          ModelDeck
        </Link>
        <nav aria-label="Main">
          <ul>
            {NAVIGATION.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={
                    section === item.href ||
                    (item.href === paths.home() && pathname.startsWith(paths.task("")))
                      ? "page"
                      : undefined
                  }
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="search-trigger"
          onClick={onOpenSearch}
          aria-keyshortcuts="Control+K Meta+K"
        >
          Search <kbd>Ctrl K</kbd>
        </button>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
