import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * What an element renders to, as something to compare with `toEqual`: each element's tag, attributes (its classes
 * as a sorted list: their order is not markup's business) and children, text included. For the app's stand-ins
 * for antd's components, held to antd's own markup.
 */
export const markupShape = (element: ReactElement) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  const shape = (node: Element): unknown => ({
    tag: node.tagName,
    attributes: Object.fromEntries(
      [...node.attributes].map(({ name, value }) => [
        name,
        name === 'class' ? value.split(/\s+/).filter(Boolean).sort() : value,
      ]),
    ),
    children: [...node.childNodes].map((child) =>
      child instanceof Element ? shape(child) : child.textContent,
    ),
  });
  return [...host.children].map(shape);
};
