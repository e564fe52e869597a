import { useLocation } from 'react-router';

/** The address's query as the app holds it, for a test that checks what a page keeps there (test id "address"). */
export function AddressSearch() {
  return <samp data-testid="address">{useLocation().search}</samp>;
}
