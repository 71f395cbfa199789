import { http } from 'msw';
import { demoProducts } from '../content';
import { reply } from '../envelope';
import { mediaUrlFor } from '../media';
import { requestLanguage } from '../request';

/** api.md call 16: every product at once, in the language asked for. */
export const productHandlers = [
  http.get('*/api/v1/products', ({ request }) => {
    const lang = requestLanguage(request);
    const mediaUrl = mediaUrlFor(request);
    const items = demoProducts.map((product) => ({
      id: product.id,
      name: product.name[lang],
      description: product.description[lang],
      price: product.price,
      currency: product.currency,
      imageUrl: mediaUrl(product.imagePath),
      url: product.url,
    }));
    return reply(200, { items });
  }),
];
