// A prerendered page's code, fetched once the page has painted (docs/decisions/0018-prerendered-pages.md): the
// page is readable from its HTML alone, so its scripts wait in inert <template data-page-code> elements until
// the first frame is on screen, and never compete with it for a slow line or a slow CPU. A separate file, not an
// inline script: the Content-Security-Policy allows scripts from this origin only.
(() => {
  // Until the app takes the page over, a press of one of its buttons (or a form sent with Enter) would do
  // nothing, or send the form the browser's way: it is held here, and the app replays it once it owns the page
  // (app/prerendered-page.ts stopEarlyCapture, replayEarlyInput).
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

  // Each element made and inserted costs the browser a little (a fetch set up for each preload): a route's
  // 30-odd chunks made one task long enough to block a tap on a slow phone, so they go in a few at a time,
  // each batch in a task of its own, the entry's fetch in the first. Four: eight a task were still long
  // tasks on a slowed CPU (Lighthouse's simulated phone counted one for every batch).
  const BATCH = 4;
  const make = (node) => {
    // a script copied out of a template would not run: each element is made anew
    const element = document.createElement(node.tagName);
    for (const attribute of node.attributes) element.setAttribute(attribute.name, attribute.value);
    return element;
  };
  // A module's other element: the preload of a script, the script of a preload. Fetched as the build's element
  // is (its crossorigin), so that both are one module to the browser, fetched and run once.
  const moduleAs = (tagName, node) => {
    const element = document.createElement(tagName);
    const crossOrigin = node.getAttribute('crossorigin');
    if (crossOrigin !== null) element.setAttribute('crossorigin', crossOrigin);
    const url = node.getAttribute(node.tagName === 'SCRIPT' ? 'src' : 'href');
    if (tagName === 'link') Object.assign(element, { rel: 'modulepreload', href: url });
    else Object.assign(element, { type: 'module', src: url });
    return element;
  };
  // A module runs with everything it imports, in one task: the entry with React, the libraries and the app's
  // start was the longest task of every page (decision 0059). The chunks the entry imports, which the build
  // lists in the order they import each other, run first, each in a task of its own (a script of its own:
  // the module runs once, and the entry finds it run); then the entry, with what is left.
  const run = (scripts) => {
    const [next, ...rest] = scripts;
    if (!next) return;
    const goOn = () => setTimeout(() => run(rest), 0);
    next.addEventListener('load', goOn, { once: true });
    // a chunk that fails to arrive fails the entry too, which then says so (the app's fault page)
    next.addEventListener('error', goOn, { once: true });
    document.head.append(next);
  };
  const load = () => {
    const preloads = [];
    const scripts = [];
    for (const template of document.querySelectorAll('template[data-page-code]')) {
      const nodes = [...template.content.children];
      const entry = nodes.find((node) => node.tagName === 'SCRIPT');
      if (entry) {
        // its fetch starts with the first batch, as a preload; its imports' too, in their batches
        preloads.push(moduleAs('link', entry));
        for (const node of nodes) {
          if (node === entry) continue;
          preloads.push(make(node));
          scripts.push(moduleAs('script', node));
        }
        scripts.push(make(entry));
      } else {
        preloads.push(...nodes.map((node) => make(node)));
      }
      template.remove();
    }
    const insertFrom = (start) => {
      document.head.append(...preloads.slice(start, start + BATCH));
      if (start + BATCH < preloads.length) setTimeout(() => insertFrom(start + BATCH), 0);
    };
    insertFrom(0);
    run(scripts);
  };
  // The browser's internationalisation data loads on a worker's thread while the page's code arrives, not in
  // one of the app's tasks (public/intl-data.js); after the first frame, like the code, so that nothing competes
  // with it. Where a worker cannot start, the app loads the data itself, as before.
  const loadIntlData = () => {
    try {
      new Worker(`/intl-data.js?locale=${encodeURIComponent(document.documentElement.lang || 'en')}`);
    } catch {}
  };
  // the callback of the next frame runs before that frame is painted; the timeout after it, once it is
  requestAnimationFrame(() =>
    setTimeout(() => {
      loadIntlData();
      load();
    }, 0),
  );
})();
