import { describe, expect, it } from 'vitest';
import { company } from '@/config/site';
import { openStreetMapEmbedUrl } from './map-links';

describe('the map embed', () => {
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
