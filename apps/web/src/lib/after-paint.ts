/**
 * Runs `task` in a task of its own once the next frame has been painted, and returns the cancel. For work
 * that reads the laid-out page (a chart measuring its box) or would lengthen the task that commits a page:
 * after the frame, the layout is done and the browser has had its chance to paint and answer input.
 */
export const afterNextPaint = (task: () => void): (() => void) => {
  let timer: number | undefined;
  // the frame's callback runs before it is painted; the timeout after it, once it is
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
};
