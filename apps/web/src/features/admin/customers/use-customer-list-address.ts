import { useSearchParams } from 'react-router';

/**
 * Customer List's search and open drawer, kept in the address (`?q=alice&customer=8`): an administrator who
 * enters a customer's view and exits comes back to the same search with the same customer open (the exit returns
 * to the address the view was entered from), and a reload or a shared link keeps them too.
 */
export const useCustomerListAddress = () => {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const opened = Number(params.get('customer'));
  return {
    q: params.get('q') ?? '',
    setQ: (q: string) => set('q', q),
    openId: Number.isSafeInteger(opened) && opened > 0 ? opened : null,
    setOpenId: (id: number | null) => set('customer', id === null ? null : String(id)),
  };
};
