// A prerendered page's code, fetched once the page has painted (docs/decisions/0018-prerendered-pages.md): the
// page is readable from its HTML alone, so its scripts wait in inert <template data-page-code> elements until
// the first frame is on screen, and never compete with it for a slow line or a slow CPU. A separate file, not an
// inline script: the Content-Security-Policy allows scripts from this origin only.
(() => {
  const load = () => {
    for (const template of document.querySelectorAll('template[data-page-code]')) {
      for (const node of template.content.children) {
        // a script copied out of a template would not run: each element is made anew
        const element = document.createElement(node.tagName);
        for (const attribute of node.attributes) element.setAttribute(attribute.name, attribute.value);
        document.head.append(element);
      }
      template.remove();
    }
  };
  // the callback of the next frame runs before that frame is painted; the timeout after it, once it is
  requestAnimationFrame(() => setTimeout(load, 0));
})();
