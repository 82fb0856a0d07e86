/** The longest landmark and GhanaPost GPS address an order keeps. No zod here: the forms' first load uses it. */
export const DELIVERY_PLACE_LIMITS = { landmark: 120, gps: 20 } as const;
