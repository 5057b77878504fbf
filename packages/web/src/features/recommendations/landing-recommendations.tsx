/** Recommended products on the landing/home page: a carousel of up to 5 with View All. */
export const LandingRecommendations = () => null;
