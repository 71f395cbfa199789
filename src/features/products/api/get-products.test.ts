import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { getProducts, parseProducts } from './get-products';

const valid = {
  id: 1,
  name: 'TRIO ball set',
  description: 'Three balls.',
  price: 39000,
  currency: 'KRW',
  imageUrl: '/demo/products/ball-set.svg',
  url: 'https://shop.trio-sport.example/products/trio-ball-set',
};

describe('parseProducts', () => {
  it('keeps a well-formed item and ignores unknown fields', () => {
    expect(parseProducts({ items: [{ ...valid, stock: 3, extra: { a: 1 } }], total: 1 })).toEqual({
      items: [valid],
    });
  });

  it.each([undefined, null, 'items', [], { items: null }, { items: {} }, { items: 'a,b' }])(
    'refuses a result without an items array: %j',
    (result) => {
      expect(parseProducts(result)).toBeUndefined();
    },
  );

  it('drops items without an id or a name, and repeated ids', () => {
    const { items } = parseProducts({
      items: [
        valid,
        { ...valid, id: undefined },
        { ...valid, id: '' },
        { ...valid, id: Number.NaN },
        { ...valid, id: 2, name: undefined },
        { ...valid, id: 3, name: '   ' },
        { ...valid, id: 4, name: 42 },
        { ...valid, id: '1', name: 'Same id as a string' },
        null,
        'product',
        { ...valid, id: 'kit-5', name: 'Kit' },
      ],
    })!;
    expect(items.map((item) => item.id)).toEqual([1, 'kit-5']);
  });

  it('shows no price rather than a wrong one', () => {
    const { items } = parseProducts({
      items: [
        { ...valid, id: 1, price: '39000' },
        { ...valid, id: 2, price: null },
        { ...valid, id: 3, price: -1 },
        { ...valid, id: 4, price: 0 },
      ],
    })!;
    expect(items.map((item) => item.price)).toEqual([undefined, undefined, undefined, 0]);
  });

  it('uses KRW when the item names no currency', () => {
    const { items } = parseProducts({
      items: [
        { ...valid, id: 1, currency: undefined },
        { ...valid, id: 2, currency: ' ' },
        { ...valid, id: 3, currency: 'EUR' },
      ],
    })!;
    expect(items.map((item) => item.currency)).toEqual(['KRW', 'KRW', 'EUR']);
  });

  it('keeps only safe links and images, and fills in what is missing', () => {
    const { items } = parseProducts({
      items: [
        { id: 1, name: 'Bare' },
        { ...valid, id: 2, url: 'javascript:alert(1)', imageUrl: 'javascript:alert(1)' },
        { ...valid, id: 3, url: '/relative', imageUrl: '//evil.example/x.png' },
      ],
    })!;
    expect(items).toEqual([
      { id: 1, name: 'Bare', description: '', currency: 'KRW' },
      { id: 2, name: valid.name, description: valid.description, price: 39000, currency: 'KRW' },
      { id: 3, name: valid.name, description: valid.description, price: 39000, currency: 'KRW' },
    ]);
  });
});

describe('getProducts', () => {
  it('asks for the page language and parses the answer', async () => {
    let lang: string | null = null;
    server.use(
      http.get('*/api/v1/products', ({ request }) => {
        lang = new URL(request.url).searchParams.get('lang');
        return HttpResponse.json({ code: 200, result: { items: [valid] } });
      }),
    );
    expect(await getProducts('zh')).toEqual({ code: 200, result: { items: [valid] } });
    expect(lang).toBe('zh');
  });
});
