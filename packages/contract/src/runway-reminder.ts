// The low-balance reminder a customer chooses (issue #58), without zod: the Personal Center's first load reads it.

/** How many days of fees left the customer may be reminded at (0: never); the operator's default until then. */
export const RUNWAY_REMINDER_CHOICES = [0, 1, 2, 3, 5, 7, 14] as const;
export type RunwayReminderDays = (typeof RUNWAY_REMINDER_CHOICES)[number];
