import { Flex, Pagination, type PaginationProps, Spin } from 'antd';
import type { ReactNode } from 'react';
import { SmallEmpty } from '../../../components/small-empty.tsx';

/**
 * A list on a phone: one entry per row of what a desktop shows as a table (customers, cards), in a named list,
 * with the same pages below it (antd's simple pager: the previous and next pages and the page's number, which
 * fit 360 px where the numbered pager and its size changer do not).
 */
export function AdminItemList<T extends { id: number }>({
  label,
  items,
  loading,
  empty,
  pagination,
  renderItem,
}: {
  label: string;
  items: T[];
  loading: boolean;
  empty: string;
  pagination: PaginationProps;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <Spin spinning={loading}>
      {items.length === 0 ? (
        // the first page still on its way is a spinner, not "no customers"
        loading ? (
          <div className="admin-items-loading" />
        ) : (
          <SmallEmpty description={empty} />
        )
      ) : (
        <Flex vertical gap={8} component="ul" className="admin-items" aria-label={label}>
          {items.map((item) => (
            <Flex vertical gap={4} component="li" key={item.id} className="admin-item">
              {renderItem(item)}
            </Flex>
          ))}
        </Flex>
      )}
      {(pagination.total ?? 0) > 0 && (
        <Pagination
          {...pagination}
          className="admin-items-pages"
          align="center"
          simple
          showSizeChanger={false}
        />
      )}
    </Spin>
  );
}

/** An entry's secondary facts in small text, each kept whole on a line ("Channel: …" never split). */
export function ItemFacts({ facts }: { facts: string[] }) {
  return (
    <p className="admin-item-facts">
      {facts.map((fact) => (
        <span key={fact} className="admin-item-fact">
          {fact}
        </span>
      ))}
    </p>
  );
}
