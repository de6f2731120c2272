import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within `margin` of the viewport (and stays `true` after), so a
 * section far down a page loads its extras only when the reader gets near it. Without
 * `IntersectionObserver` (old browsers, jsdom) it is `true` at once.
 *
 * @example
 * ```tsx
 * const near = useNearView(sectionRef);
 * const registry = useResource(near ? "library-registry" : undefined, loadRegistry);
 * ```
 */
export function useNearView(ref: RefObject<Element | null>, margin = "400px"): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
