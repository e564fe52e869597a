import type { Locale } from '@simportal/contract/locales';
import { api } from '../../../lib/api.ts';

// A pay order's pro-forma invoice (server: apps/server/src/modules/papers/routes.ts, decision 0102).

/** The PDF in `lang`; a refusal fails with its message key. */
export const fetchProForma = (orderId: string, lang: Locale): Promise<Blob> =>
  api.download('/papers/pay-orders/{id}/pro-forma.pdf', { path: { id: orderId }, query: { lang } });
