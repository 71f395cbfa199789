export const mapServices = ['kakao', 'naver', 'google'] as const;
export type MapService = (typeof mapServices)[number];

/**
 * Each service's search page. Korean services find a Korean street address far more reliably
 * than a building name or coordinates, so every link searches an address: the company's on the
 * map page, a course session's venue on the course pages.
 */
const searchUrls: Record<MapService, (query: string) => string> = {
  kakao: (query) => `https://map.kakao.com/?q=${encodeURIComponent(query)}`,
  naver: (query) => `https://map.naver.com/p/search/${encodeURIComponent(query)}`,
  google: (query) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
};

export function mapSearchUrl(service: MapService, query: string): string {
  return searchUrls[service](query);
}
