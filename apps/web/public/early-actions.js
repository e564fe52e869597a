// Until the app has hydrated a prerendered page (docs/how-a-page-loads.md), a press of one of its buttons would do
// nothing, and a form sent (a button, or Enter) would go the browser's way: a reload that loses what was typed.
// Such presses are held here and the app presses them again once it owns the page (app/loading/prerendered-page.ts
// stopEarlyCapture, replayEarlyInput). A same-origin file, not an inline script: the Content-Security-Policy allows
// scripts from this origin only.
(() => {
  // The app may own the page before this file runs (both are deferred, the app's entry first; it does not wait
  // when it renders afresh): then it has left its mark here and nothing is held.
  if (window.simportalEarlyActions) return;
  const root = document.getElementById('root');
  const held = [];
  const hold = (event) => {
    if (!root || !(event.target instanceof Element) || !root.contains(event.target)) return;
    if (event.type === 'click') {
      const button = event.target.closest('button');
      if (!button) return;
      event.preventDefault();
      held.push({ kind: 'click', index: [...root.querySelectorAll('button')].indexOf(button) });
    } else {
      event.preventDefault();
      held.push({ kind: 'submit', index: [...root.querySelectorAll('form')].indexOf(event.target) });
    }
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  window.simportalEarlyActions = {
    stop: () => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      return held.splice(0);
    },
  };
})();
