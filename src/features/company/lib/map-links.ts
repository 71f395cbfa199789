import { company } from '@/config/site';

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
