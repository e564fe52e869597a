import type { InboxPage, InboxReadBody, InboxUnread } from '@simportal/contract/api/inbox';
import { localeOrDefault } from '@simportal/contract/locales';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';

// The inbox's calls (issue #68; server: apps/server/src/modules/notify/routes.ts).

/** The one source of the inbox's query keys: the bell's count and the list are both under `inbox`. */
export const inboxKeys = {
  all: ['inbox'] as const,
  unread: ['inbox', 'unread'] as const,
  pages: ['inbox', 'pages'] as const,
};

/** How often the bell asks again while the app is open (and whenever the window regains focus). */
export const UNREAD_POLL_MS = 60_000;

/** GET /api/inbox/unread: the bell's count. */
export const unreadQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: inboxKeys.unread,
    queryFn: () => api.get<InboxUnread>('/inbox/unread'),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useUnreadCount = (enabled: boolean) => useQuery(unreadQuery(enabled));

/** How many items a page of the list asks for. */
export const INBOX_PAGE_SIZE = 20;

/** GET /api/inbox, newest first, page after page (`before`: the previous page's `nextBefore`). */
export const inboxPagesQuery = (locale: string) =>
  infiniteQueryOptions({
    // worded by the server in the screen's language: another language is another list
    queryKey: [...inboxKeys.pages, locale],
    queryFn: ({ pageParam }) =>
      api.get<InboxPage>('/inbox', {
        query: pageParam
          ? { before: pageParam, limit: INBOX_PAGE_SIZE, locale }
          : { limit: INBOX_PAGE_SIZE, locale },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 0,
  });

/** The list; the count its newest page brings is the bell's too, so both say the same. */
export const useInboxPages = () => {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const pages = useInfiniteQuery(inboxPagesQuery(localeOrDefault(i18n.language)));
  const unread = pages.data?.pages[0]?.unread;
  useEffect(() => {
    if (unread !== undefined) client.setQueryData<InboxUnread>(inboxKeys.unread, { unread });
  }, [client, unread]);
  return pages;
};

/**
 * POST /api/inbox/read: the items named, or all. The list shows them read at once; the bell takes the count the
 * server answers, and both are read again so every figure on screen agrees with the server.
 */
export const useMarkRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InboxReadBody) => api.post<InboxUnread>('/inbox/read', { body }),
    onMutate: (body) => {
      client.setQueriesData<InfiniteData<InboxPage>>({ queryKey: inboxKeys.pages }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) =>
                  'all' in body || body.ids.includes(item.id) ? { ...item, read: true } : item,
                ),
              })),
            }
          : data,
      );
    },
    onSuccess: (answer) => client.setQueryData(inboxKeys.unread, answer),
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
};
