import type { GeoPosition, Geolocator, SiteIdentity } from '@benefit-store/ports';

/**
 * The device's position through navigator.geolocation, when the browser has it and the visitor grants
 * it; a refusal, a timeout or no support at all answers undefined.
 */
export const browserGeolocator = (geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Geolocator => ({
  currentPosition: () =>
    new Promise<GeoPosition | undefined>((resolve) => {
      if (!geolocation) return resolve(undefined);
      geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        () => resolve(undefined),
        { timeout: 10_000, maximumAge: 600_000 },
      );
    }),
});

/**
 * This site's origin (`given`, else the page's) and a random device id (getRandomValues works outside secure
 * contexts, unlike randomUUID).
 */
export const browserSiteIdentity = (given?: string): SiteIdentity => ({
  origin: () => given ?? window.location.origin,
  newDeviceId: () => {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  },
});
