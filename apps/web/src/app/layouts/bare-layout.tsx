import './frame-layouts.css';
import { Outlet } from 'react-router';

/** Pages the spec gives no layout (payment, charts demo): only the main landmark around the page. */
export function BareLayout() {
  return (
    <main className="bare-main">
      <Outlet />
    </main>
  );
}
