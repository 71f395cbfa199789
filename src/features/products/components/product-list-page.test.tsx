import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { reply } from '@/demo-api/envelope';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';

const products = '*/api/v1/products';

/** A product's card, found by its name as a screen reader user would. */
function card(name: string) {
  return screen.getByRole('article', { name });
}

async function findCard(name: string) {
  return screen.findByRole('article', { name }, { timeout: 5000 });
}

const item = {
  id: 1,
  name: 'Test ball',
  description: 'A ball for tests.',
  price: 39000,
  currency: 'KRW',
  imageUrl: '/demo/products/ball-set.svg',
  url: 'https://shop.trio-sport.example/products/test-ball',
};

/** Answers the product list with these items, once per call. */
function answerWith(items: unknown) {
  server.use(http.get(products, () => reply(200, { items })));
}

describe('product list page', () => {
  it('ko: intro, then cards with picture, name, description, won price and shop link', async () => {
    renderRoute('/ko/product');
    expect(await findPageHeading('제품')).toBeInTheDocument();
    expect(screen.getByText(/TRIO 온라인 쇼핑몰로 이동해 주세요/)).toBeInTheDocument();

    const ball = await findCard('TRIO 3색 공 세트');
    expect(within(ball).getByRole('heading', { level: 2, name: 'TRIO 3색 공 세트' })).toBeVisible();
    expect(within(ball).getByText(/파랑·빨강·초록 소프트 터치 공/)).toBeInTheDocument();
    expect(within(ball).getByText('39,000원')).toBeInTheDocument();
    expect(within(ball).getByText('가격')).toHaveClass('visually-hidden');

    const image = within(ball).getByRole('img', { name: 'TRIO 3색 공 세트' });
    // The demo API answers absolute URLs on its own origin, which in unit tests is the page's.
    expect(image).toHaveAttribute(
      'src',
      new URL('/demo/products/ball-set.svg', window.location.origin).href,
    );
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');

    const link = within(ball).getByRole('link', {
      name: '쇼핑몰에서 보기: TRIO 3색 공 세트 (새 창에서 열림)',
    });
    expect(link).toHaveAttribute('href', 'https://shop.trio-sport.example/products/trio-ball-set');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(within(card('TRIO 학교용 스타터 키트')).getByText('490,000원')).toBeInTheDocument();
  });

  it('es: the same list in Spanish, prices written the Spanish way', async () => {
    renderRoute('/es/product');
    expect(await findPageHeading('Productos')).toBeInTheDocument();
    const kit = await findCard('Kit de iniciación TRIO para centros educativos');
    expect(within(kit).getByText('490.000 KRW')).toBeInTheDocument();
    expect(within(card('Juego de tres balones TRIO')).getByText('39.000 KRW')).toBeInTheDocument();
    expect(
      within(kit).getByRole('link', {
        name: 'Ver en la tienda: Kit de iniciación TRIO para centros educativos (se abre en una ventana nueva)',
      }),
    ).toHaveAttribute('target', '_blank');
  });

  it('en and zh: names, prices and links in the page language', async () => {
    const { unmount } = renderRoute('/en/product');
    const bibs = await findCard('TRIO team bibs, set of 18');
    expect(within(bibs).getByText('₩72,000')).toBeInTheDocument();
    expect(within(bibs).getByRole('link', { name: /^View in shop/ })).toBeInTheDocument();
    unmount();

    renderRoute('/zh/product');
    const stand = await findCard('计分平板支架');
    expect(within(stand).getByText('89,000韩元')).toBeInTheDocument();
    expect(within(stand).getByRole('link', { name: /^在商城查看/ })).toBeInTheDocument();
  });

  it('asks the API for the page language', async () => {
    const asked: Array<string | null> = [];
    server.use(
      // Returns nothing, so the demo handler answers as usual.
      http.get(products, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('lang'));
      }),
    );
    renderRoute('/es/product');
    await findCard('Juego de tres balones TRIO');
    expect(asked).toEqual(['es']);
  });

  it('shows the card skeleton while loading, then the cards', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(products, async () => {
        await answered;
      }),
    );
    const { container } = renderRoute('/ko/product');
    await findPageHeading('제품');
    // The status region is there before its words change: it says "loading", then the result.
    const status = await within(screen.getByRole('main')).findByRole('status');
    expect(status).toHaveTextContent('불러오는 중…');
    expect(container.querySelector('.skeleton--card')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    release();
    expect(await findCard('TRIO 3색 공 세트')).toBeInTheDocument();
    expect(screen.queryByText('불러오는 중…')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toBe(status);
  });

  it.each([
    ['ko', '등록된 제품이 없습니다.'],
    ['en', 'There are no products.'],
    ['zh', '暂无产品。'],
    ['es', 'No hay productos.'],
  ])('%s: says so when there are no products', async (lang, text) => {
    answerWith([]);
    renderRoute(`/${lang}/product`);
    const said = await screen.findByText(text, {}, { timeout: 5000 });
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error with a retry button, and the list after a successful retry', async () => {
    server.use(http.get(products, () => reply(500, undefined, { status: 500 }), { once: true }));
    const { user } = renderRoute('/ko/product');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('목록을 불러오지 못했습니다.');
    // The page around the list keeps working.
    expect(screen.getByRole('heading', { level: 1, name: '제품' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await findCard('TRIO 3색 공 세트')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the server cannot be reached when the network fails', async () => {
    server.use(http.get(products, () => HttpResponse.error()));
    renderRoute('/es/product');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'En este momento no podemos conectar con el servidor.',
    );
  });

  describe('a malformed answer', () => {
    it.each([null, {}, 'items', { id: 1, name: 'x' }])(
      'shows the error state when items is %j',
      async (items) => {
        server.use(http.get(products, () => reply(200, { items })));
        renderRoute('/ko/product');
        expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
          '목록을 불러오지 못했습니다.',
        );
      },
    );

    it('drops an item without a name and shows the rest', async () => {
      answerWith([
        { ...item, id: 1, name: undefined },
        { ...item, id: 2, name: '' },
        { ...item, id: 3 },
      ]);
      renderRoute('/ko/product');
      await findCard('Test ball');
      expect(screen.getAllByRole('article')).toHaveLength(1);
    });

    it('renders no link for a javascript:, data: or relative shop address', async () => {
      answerWith([
        { ...item, id: 1, name: 'Script link', url: 'javascript:alert(1)' },
        { ...item, id: 2, name: 'Data link', url: 'data:text/html,<script>alert(1)</script>' },
        { ...item, id: 3, name: 'Relative link', url: 'shop/ball' },
        { ...item, id: 4, name: 'Good link' },
      ]);
      renderRoute('/en/product');
      await findCard('Good link');
      for (const name of ['Script link', 'Data link', 'Relative link']) {
        expect(within(card(name)).queryByRole('link')).not.toBeInTheDocument();
        // The rest of the card is still there.
        expect(within(card(name)).getByText('₩39,000')).toBeInTheDocument();
      }
      expect(within(card('Good link')).getByRole('link')).toHaveAttribute('href', item.url);
    });

    it('shows a picture that the API serves from another origin', async () => {
      const src = 'https://media.trio-sport.example/products/ball-set.webp';
      answerWith([{ ...item, imageUrl: src }]);
      renderRoute('/en/product');
      const ball = await findCard('Test ball');
      expect(within(ball).getByRole('img', { name: 'Test ball' })).toHaveAttribute('src', src);
    });

    it('renders no image for a javascript: or protocol-relative image address', async () => {
      answerWith([
        { ...item, id: 1, name: 'Script image', imageUrl: 'javascript:alert(1)' },
        { ...item, id: 2, name: 'Other site', imageUrl: '//evil.example/x.png' },
        { ...item, id: 3, name: 'No image', imageUrl: undefined },
      ]);
      const { container } = renderRoute('/en/product');
      await findCard('Script image');
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(container.querySelectorAll('img')).toHaveLength(0);
      // An empty box of the same shape keeps the cards even.
      expect(container.querySelectorAll('.product-card__media--empty')).toHaveLength(3);
    });

    it('puts the placeholder in the same box when an image fails to load', async () => {
      answerWith([{ ...item, imageUrl: 'https://cdn.example/missing.jpg' }]);
      const { container } = renderRoute('/en/product');
      const ball = await findCard('Test ball');
      fireEvent.error(within(ball).getByRole('img', { name: 'Test ball' }));
      expect(within(ball).queryByRole('img')).not.toBeInTheDocument();
      expect(container.querySelector('.product-card__media--empty')).toBeInTheDocument();
    });

    it('does not crash on an invalid currency code, and shows no price for a non-number', async () => {
      answerWith([
        { ...item, id: 1, name: 'Odd currency', currency: 'KRWW' },
        { ...item, id: 2, name: 'Text price', price: '39000' },
        { ...item, id: 3, name: 'No currency', currency: undefined, price: 1500 },
        { ...item, id: 4, name: 'Euro', currency: 'EUR', price: 12.5 },
      ]);
      renderRoute('/es/product');
      await findCard('Odd currency');
      expect(within(card('Odd currency')).getByText('39.000 KRWW')).toBeInTheDocument();
      expect(within(card('Text price')).queryByText(/39/)).not.toBeInTheDocument();
      expect(within(card('Text price')).queryByText('Precio')).not.toBeInTheDocument();
      expect(within(card('No currency')).getByText('1.500 KRW')).toBeInTheDocument();
      expect(within(card('Euro')).getByText('12,50 €')).toBeInTheDocument();
    });

    it('ignores unknown fields and repeated ids', async () => {
      answerWith([
        { ...item, id: 1, stock: 4, tags: ['x'], html: '<b>bold</b>' },
        { ...item, id: '1', name: 'Duplicate' },
      ]);
      renderRoute('/en/product');
      await findCard('Test ball');
      expect(screen.getAllByRole('article')).toHaveLength(1);
      expect(screen.queryByText('<b>bold</b>')).not.toBeInTheDocument();
    });
  });

  it('loads the list again in the new language when the language changes', async () => {
    const { router } = renderRoute('/ko/product');
    await findCard('TRIO 3색 공 세트');
    await router.navigate('/en/product');
    expect(await findCard('TRIO three-colour ball set')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('TRIO 3색 공 세트')).not.toBeInTheDocument());
  });
});
