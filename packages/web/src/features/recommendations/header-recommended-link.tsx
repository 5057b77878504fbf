/** The header's recommended-products link, shown when the cart has items and recommendations exist. */
export const HeaderRecommendedLink = () => null;
