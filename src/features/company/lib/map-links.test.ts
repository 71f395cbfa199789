import { describe, expect, it } from 'vitest';
import { company } from '@/config/site';
import { mapSearchUrl, openStreetMapEmbedUrl } from './map-links';

describe('map links', () => {
  it('searches the configured address, encoded, in each service', () => {
    const encoded = encodeURIComponent(company.mapQuery);
    expect(mapSearchUrl('kakao')).toBe(`https://map.kakao.com/?q=${encoded}`);
    expect(mapSearchUrl('naver')).toBe(`https://map.naver.com/p/search/${encoded}`);
    expect(mapSearchUrl('google')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encoded}`,
    );
  });

  it('encodes characters that would break the URL', () => {
    expect(mapSearchUrl('naver', '강남대로 465/B&C?')).toBe(
      'https://map.naver.com/p/search/%EA%B0%95%EB%82%A8%EB%8C%80%EB%A1%9C%20465%2FB%26C%3F',
    );
  });

  it('frames the marker in a box around it, west, south, east, north', () => {
    const url = new URL(openStreetMapEmbedUrl({ lat: 37.5, lng: 127 }, { lat: 0.01, lng: 0.02 }));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('126.980000,37.490000,127.020000,37.510000');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.get('marker')).toBe('37.5,127');
  });

  it('uses the configured coordinates by default', () => {
    const { lat, lng } = company.coordinates;
    expect(openStreetMapEmbedUrl()).toContain(`&marker=${lat},${lng}`);
  });
});
