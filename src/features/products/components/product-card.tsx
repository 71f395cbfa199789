import './product-card.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import type { Language } from '@/config/languages';
import type { Product } from '../api/get-products';
import { formatPrice } from '../lib/format-price';

/**
 * The size the image attributes announce. Only the ratio matters: CSS fits the image into its
 * square box, and the attributes let the browser reserve that space before the file arrives.
 */
const imageWidth = 800;
const imageHeight = 800;

type ProductCardProps = { product: Product; lang: Language };

/** One product: picture, name, description, price and a link to its page in the shop. */
export function ProductCard({ product, lang }: ProductCardProps) {
  const { t } = useTranslation('product');
  const titleId = useId();

  return (
    <article className="product-card" aria-labelledby={titleId}>
      <ProductImage src={product.imageUrl} alt={product.name} />
      <div className="product-card__body">
        <h2 id={titleId} className="product-card__name">
          {product.name}
        </h2>
        {product.description && <p className="product-card__description">{product.description}</p>}
        {(product.price !== undefined || product.url) && (
          <div className="product-card__footer">
            {product.price !== undefined && (
              <p className="product-card__price">
                <span className="visually-hidden">{t('card.price')} </span>
                <span className="product-card__amount">
                  {formatPrice(lang, product.price, product.currency)}
                </span>
              </p>
            )}
            {product.url && (
              <a
                className="button product-card__link"
                href={product.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('card.shopLink')}
                {/* Every card has this link: the hidden name tells them apart in a list of links. */}
                <span className="visually-hidden">
                  {t('card.shopLinkProduct', { name: product.name })}
                </span>
                {/* The space sits outside the hidden span: name computation trims a span's edges. */}{' '}
                <span className="visually-hidden">{t('card.newWindow')}</span>
                <Icon name="external-link" size="sm" />
              </a>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/**
 * The picture in a fixed square box (shops' product pictures are square). Without a usable address, or when the file fails to load,
 * the box stays as a plain placeholder so that the cards keep one shape.
 */
function ProductImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className="product-card__media product-card__media--empty" aria-hidden="true">
        <svg className="product-card__placeholder" viewBox="0 0 96 32" focusable="false">
          <circle cx="16" cy="16" r="10" />
          <circle cx="48" cy="16" r="10" />
          <circle cx="80" cy="16" r="10" />
        </svg>
      </div>
    );
  }
  return (
    <div className="product-card__media">
      <img
        src={src}
        alt={alt}
        width={imageWidth}
        height={imageHeight}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
