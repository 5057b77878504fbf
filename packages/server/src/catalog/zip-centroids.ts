/**
 * Approximate ZIP codes for a shared location (docs/adr/0402). No geocoding service is reachable from
 * the reference server, so a device's position resolves to the nearest of these ZIP centroids (the
 * downtown ZIP of major US metros, plus the demo sites' own areas) when one lies within MAX_DISTANCE_KM,
 * and to no ZIP otherwise: a wrong ZIP far away would mislead more than none.
 */
const CENTROIDS: ReadonlyArray<readonly [zip: string, latitude: number, longitude: number]> = [
  ['75202', 32.7791, -96.8003], ['75024', 33.0752, -96.8131], ['75001', 32.9601, -96.8384], ['76102', 32.754, -97.33],
  ['77002', 29.7573, -95.3632], ['78701', 30.2711, -97.7437], ['78205', 29.4246, -98.4885], ['73102', 35.47, -97.519],
  ['70112', 29.956, -90.077], ['02210', 42.348, -71.042], ['02114', 42.361, -71.068], ['02903', 41.82, -71.413],
  ['10001', 40.7506, -73.9972], ['19103', 39.953, -75.174], ['20001', 38.91, -77.017], ['30303', 33.752, -84.391],
  ['33130', 25.767, -80.205], ['32801', 28.542, -81.379], ['60601', 41.886, -87.618], ['48226', 42.331, -83.048],
  ['55401', 44.984, -93.269], ['63101', 38.631, -90.192], ['64106', 39.105, -94.571], ['80202', 39.753, -104.999],
  ['85004', 33.451, -112.07], ['84101', 40.756, -111.9], ['89101', 36.172, -115.122], ['90012', 34.061, -118.239],
  ['92101', 32.719, -117.163], ['94103', 37.773, -122.411], ['97204', 45.518, -122.674], ['98101', 47.611, -122.333],
  ['37203', 36.15, -86.789], ['28202', 35.227, -80.843], ['43215', 39.965, -83.004], ['46204', 39.771, -86.157],
  ['15222', 40.448, -79.993], ['96813', 21.307, -157.858], ['99501', 61.217, -149.863],
];

export const MAX_DISTANCE_KM = 80;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export const distanceKm = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
};

export const nearestZip = (latitude: number, longitude: number): string | undefined => {
  let best: { zip: string; km: number } | undefined;
  for (const [zip, lat, lon] of CENTROIDS) {
    const km = distanceKm(latitude, longitude, lat, lon);
    if (!best || km < best.km) best = { zip, km };
  }
  return best && best.km <= MAX_DISTANCE_KM ? best.zip : undefined;
};
