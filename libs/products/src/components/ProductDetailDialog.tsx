import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { formatCurrency, formatDate, formatNumber } from '@seller-portal/formatting';
import { Dialog } from '@seller-portal/ui';
import { adminStyles, QueryStates } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { productDetailQuery } from '../api/products';
import { useProductsTranslation } from '../i18n/resources';
import { useProductAccess } from '../lib/access';
import { useLanguage } from '../lib/language';
import styles from './products.module.css';

export interface ProductDetailDialogProps {
  itemId: string;
  onClose(): void;
}

/** §7 the item detail of one product, over the list (its address keeps `?item=`, so it can be shared and reloaded). */
export function ProductDetailDialog({ itemId, onClose }: ProductDetailDialogProps) {
  const { t } = useProductsTranslation();
  const access = useProductAccess();
  const lang = useLanguage();
  const detail = useQuery(productDetailQuery(useApiClient(), itemId));
  const product = detail.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={product?.name ?? t('detail.title')} size="lg" closeLabel={t('detail.close')}>
      <QueryStates query={detail} errorText={(error) => serverErrorText(t, error)}>
        {(product) => (
          <div className={styles.detailBody}>
            <div className={styles.detailHead}>
              {product.imageUrl && <img className={styles.detailImage} src={product.imageUrl} alt="" width={96} height={96} />}
              <span className={styles.badge} data-status={product.status}>
                {t(`list.status.${product.status}`)}
              </span>
            </div>
            <dl className={adminStyles.facts}>
              <dt>{t('detail.itemId')}</dt>
              <dd className={adminStyles.mono}>{product.itemId}</dd>
              <dt>{t('detail.sku')}</dt>
              <dd className={adminStyles.mono}>{product.sku || '-'}</dd>
              <dt>{t('detail.price')}</dt>
              <dd>{formatCurrency(product.price, lang)}</dd>
              <dt>{t('detail.stock')}</dt>
              <dd>{formatNumber(product.stock, { lang })}</dd>
              <dt>{t('detail.category')}</dt>
              <dd>{product.categoryPath.map((category) => (lang === 'en' ? category.nameEn : category.name)).join(' › ') || '-'}</dd>
              <dt>{t('detail.weight')}</dt>
              <dd>{product.weightGrams === null ? '-' : t('detail.weightValue', { grams: formatNumber(product.weightGrams, { lang }) })}</dd>
              <dt>{t('detail.sold')}</dt>
              <dd>{formatNumber(product.soldCount, { lang })}</dd>
              <dt>{t('detail.rating')}</dt>
              <dd>
                {product.ratingAverage === null
                  ? t('detail.noRating')
                  : t('detail.ratingValue', { rating: formatNumber(product.ratingAverage, { lang, decimals: 1 }), count: product.reviewCount })}
              </dd>
              <dt>{t('detail.updated')}</dt>
              <dd>{formatDate(product.updatedAt, 'D MMM YYYY HH:mm', lang)}</dd>
            </dl>
            {product.description && (
              <>
                <h3 className={styles.fileLabel}>{t('detail.description')}</h3>
                <p className={styles.description}>{product.description}</p>
              </>
            )}
            <div className={adminStyles.row}>
              {product.url && (
                <a className={adminStyles.textLink} href={product.url} target="_blank" rel="noreferrer">
                  {t('detail.openInMarketplace')}
                </a>
              )}
              {access.reviews && (
                <Link className={adminStyles.textLink} to={`/product-review?q=${encodeURIComponent(product.name)}`}>
                  {t('detail.seeReviews')}
                </Link>
              )}
            </div>
          </div>
        )}
      </QueryStates>
    </Dialog>
  );
}
