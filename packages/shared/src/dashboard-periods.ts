/**
 * The dashboard's periods (PRODUCT.md §10), apart from its contract so that the web app's
 * dashboard reads them without loading zod, which the contract builds its schemas with
 * (decision 044).
 */
/** How many days ahead "upcoming deadlines" look. */
export const UPCOMING_DEADLINE_DAYS = 30;
/** How many quarters the awarded-amounts chart covers. */
export const AWARDED_QUARTERS = 8;
