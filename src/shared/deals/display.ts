/** The home page shows 10 deals at first and 10 more per "View More Products" (docs/product/deals.md, "The deals lists"). */
export const HOME_DEALS_INITIAL = 10;
export const HOME_DEALS_STEP = 10;

/** The toasts of the deals lists and the header bell (docs/product/deals.md). */
export const DEALS_REFRESHED_TOAST = 'Deals Refreshed';
export const VIEWING_LATEST_DEALS_TOAST = 'Viewing Latest Deals';
export const DEALS_LOAD_ERROR = { title: 'Error', description: 'Failed to load deals' } as const;
