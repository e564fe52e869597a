import type { ReactNode } from 'react';

/** A responsive grid of catalogue cards as a real list: one column on a phone, as many as fit above. */
export function CatalogueList<T extends { id: number }>({
  items,
  render,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
}) {
  return (
    <ul className="catalogue-grid">
      {items.map((item) => (
        <li key={item.id} className="catalogue-item">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
