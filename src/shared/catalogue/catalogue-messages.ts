// The catalogue page's texts (docs/product/catalogue.md, "The catalogue page"), zod-free so that the page's first load
// can read them.

/** The toast of an idle reshuffle (2 s). */
export const PRODUCTS_REFRESHED_TOAST = {
  title: 'Products Refreshed!',
  description: 'Product positions have been shuffled for a fresh experience.',
} as const;

/** Nothing matches the filters. */
export const NO_PRODUCTS_FOUND = {
  title: 'No products found',
  description: 'Try adjusting your search or filters',
} as const;

export const SEARCH_PLACEHOLDER = 'Search products...';
export const ALL_CATEGORIES_LABEL = 'All Categories';
/** The title of the drawer that stands in for the tabs under 768 px. */
export const TABS_DRAWER_TITLE = 'Select Category';
