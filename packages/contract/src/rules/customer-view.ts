// A customer's view (an administrator acting as a customer) as a number both sides read. Apart from api/admin.ts,
// whose zod schemas would otherwise come with the constant into Admin Management's first load (decision 0100).

/** How long a customer view lasts at most; its access token never outlives it (refresh works within it). */
export const CUSTOMER_VIEW_TTL_SECONDS = 30 * 60;
