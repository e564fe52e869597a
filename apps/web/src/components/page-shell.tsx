import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Typography } from './typography.tsx';

/**
 * A signed-in page as the server sends it before the app has run (decision 0029): the page's heading, the
 * element the page itself renders (`h1#page-title.page-title`, so it stays the page's largest paint), and a
 * loading state where the content will be.
 */
export function PageShell({
  className,
  title,
  children = <Skeleton active paragraph={{ rows: 4 }} />,
}: {
  /** The page's own section class, so the heading sits where the page puts it. */
  className: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className={className}>
      <Typography.Title id="page-title" level={1} className="page-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
