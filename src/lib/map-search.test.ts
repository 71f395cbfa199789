import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from './map-search';

describe('map search links', () => {
  it('searches the address, encoded, in each service', () => {
    const query = '서울특별시 서초구 강남대로 465';
    const encoded = encodeURIComponent(query);
    expect(mapSearchUrl('kakao', query)).toBe(`https://map.kakao.com/?q=${encoded}`);
    expect(mapSearchUrl('naver', query)).toBe(`https://map.naver.com/p/search/${encoded}`);
    expect(mapSearchUrl('google', query)).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encoded}`,
    );
  });

  it('encodes characters that would break the URL', () => {
    expect(mapSearchUrl('naver', '강남대로 465/B&C?')).toBe(
      'https://map.naver.com/p/search/%EA%B0%95%EB%82%A8%EB%8C%80%EB%A1%9C%20465%2FB%26C%3F',
    );
  });
});
