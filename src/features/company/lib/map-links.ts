import { company } from '@/config/site';

export const mapServices = ['kakao', 'naver', 'google'] as const;
export type MapService = (typeof mapServices)[number];

/**
 * Each service's search page. Korean services find a Korean street address far more reliably
 * than a building name or coordinates, so every link searches `company.mapQuery`.
 */
const searchUrls: Record<MapService, (query: string) => string> = {
  kakao: (query) => `https://map.kakao.com/?q=${encodeURIComponent(query)}`,
  naver: (query) => `https://map.naver.com/p/search/${encodeURIComponent(query)}`,
  google: (query) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
};

export function mapSearchUrl(service: MapService, query: string = company.mapQuery): string {
  return searchUrls[service](query);
}

type Coordinates = { lat: number; lng: number };

// Six decimals (about 10 cm) keep float noise such as 127.01899999999999 out of the URL.
const degrees = (value: number) => value.toFixed(6);

/** OpenStreetMap's embeddable map around the lab, with a marker on it. */
export function openStreetMapEmbedUrl(
  { lat, lng }: Coordinates = company.coordinates,
  span: Coordinates = company.mapEmbedSpan,
): string {
  // OpenStreetMap orders the box west, south, east, north.
  const bbox = [lng - span.lng, lat - span.lat, lng + span.lng, lat + span.lat]
    .map(degrees)
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
}
