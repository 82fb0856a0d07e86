/** A category of the active catalogue, as `GET /api/catalogue/categories` lists it. */
export interface CategorySummary {
  name: string;
  emoji: string;
  /** The newest product's image: a 640-px WebP (the same exists at -320 and -1024). */
  imageUrl: string;
  country: string;
  /** Active products in the category. */
  count: number;
}

export interface CategoriesResponse {
  categories: CategorySummary[];
}
