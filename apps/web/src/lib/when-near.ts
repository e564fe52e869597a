/**
 * Runs `task` once `element` comes within `margin` of the viewport (at once where IntersectionObserver is
 * missing), and returns the cancel. For work whose result nobody sees until they scroll to it.
 */
export const whenNear = (element: Element, task: () => void, margin = '200px'): (() => void) => {
  if (typeof IntersectionObserver === 'undefined') {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
};
