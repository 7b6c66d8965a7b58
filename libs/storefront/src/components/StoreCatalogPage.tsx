import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import type { StorefrontCatalog, StorefrontCatalogCategory } from '@seller-portal/contracts/storefront';
import { formatNumber } from '@seller-portal/formatting';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, Checkbox, PageHead, QueryStates } from '@seller-portal/ui/forms';
import { SortableList } from '@seller-portal/ui/sortable';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { storefrontCatalogQuery, useSaveCatalog } from '../api/storefront';
import { useStorefrontTranslation } from '../i18n/resources';
import { useLang } from './shared';
import styles from './storefront.module.css';

/**
 * /store-catalog: which of the store's products and categories the storefront shows, and the categories' order (the
 * category list section follows it; a showcase leaves hidden products out). §2.8: no footer on this page.
 */
export function StoreCatalogPage() {
  const { t } = useStorefrontTranslation();
  const client = useApiClient();
  const catalog = useQuery(storefrontCatalogQuery(client));
  return (
    <Container className={adminStyles.page}>
      <PageHead
        title={t('catalog.title')}
        lead={t('catalog.lead')}
        actions={
          <Link className={adminStyles.textLink} to="/store-layout">
            {t('catalog.toLayout')}
          </Link>
        }
      />
      <QueryStates query={catalog} errorText={(error) => serverErrorText(t, error)}>
        {(catalogData) => <CatalogForm key={JSON.stringify(catalogData)} catalog={catalogData} />}
      </QueryStates>
    </Container>
  );
}

function CatalogForm({ catalog }: { catalog: StorefrontCatalog }) {
  const { t } = useStorefrontTranslation();
  const toast = useToast();
  const lang = useLang();
  const [categories, setCategories] = useState<StorefrontCatalogCategory[]>(catalog.categories);
  const [hidden, setHidden] = useState(() => new Set(catalog.products.filter((product) => product.hidden).map((product) => product.itemId)));
  const [keyword, setKeyword] = useState('');
  const save = useSaveCatalog({
    onSuccess: () => toast.show({ type: 'success', message: t('catalog.saved') }),
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });
  const changed =
    JSON.stringify(categories.map((c) => [c.code, c.hidden])) !== JSON.stringify(catalog.categories.map((c) => [c.code, c.hidden])) ||
    catalog.products.some((product) => product.hidden !== hidden.has(product.itemId));
  const needle = keyword.trim().toLowerCase();
  const products = catalog.products.filter(
    (product) => !needle || product.name.toLowerCase().includes(needle) || product.itemId.toLowerCase().includes(needle),
  );
  const shownCount = catalog.products.filter((product) => product.active && !hidden.has(product.itemId)).length;

  return (
    <form
      className={styles.catalog}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ hiddenItemIds: [...hidden], categories: categories.map(({ code, hidden: isHidden }) => ({ code, hidden: isHidden })) });
      }}
    >
      <div className={styles.saveBar}>
        <span className={changed ? styles.badgeWarning : styles.muted} aria-live="polite">
          {changed ? t('catalog.unsaved') : t('catalog.upToDate')}
        </span>
        <Button type="submit" loading={save.isPending} disabled={!changed}>
          {t('catalog.save')}
        </Button>
      </div>
      <div className={styles.catalogColumns}>
        <Card title={t('catalog.categories')}>
          <p className={styles.muted}>{t('catalog.categoriesLead')}</p>
          {categories.length === 0 ? (
            <p className={styles.empty}>{t('catalog.noCategories')}</p>
          ) : (
            <SortableList
              label={t('catalog.categories')}
              items={categories}
              idOf={(category) => category.code}
              labelOf={(category) => category.name[lang]}
              onReorder={setCategories}
              disabled={save.isPending}
              renderItem={(category) => (
                <div className={styles.sectionRow} data-category={category.code}>
                  <Checkbox
                    label={
                      <span className={styles.pickLabel}>
                        <span>{category.name[lang]}</span>
                        <span className={styles.muted}>{t('catalog.productCount', { count: category.productCount })}</span>
                      </span>
                    }
                    checked={!category.hidden}
                    onChange={(event) =>
                      setCategories((current) => current.map((c) => (c.code === category.code ? { ...c, hidden: !event.target.checked } : c)))
                    }
                    aria-label={t('catalog.showNamed', { name: category.name[lang] })}
                  />
                </div>
              )}
            />
          )}
        </Card>
        <Card title={t('catalog.products')}>
          <p className={styles.muted}>{t('catalog.productsLead', { shown: shownCount, count: catalog.products.length })}</p>
          <TextField
            label={t('editor.search')}
            type="search"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            wrapperClassName={styles.searchField}
          />
          <ul className={styles.pickList} aria-label={t('catalog.products')}>
            {products.map((product) => (
              <li key={product.itemId} data-product={product.itemId}>
                <Checkbox
                  label={
                    <span className={styles.pickLabel}>
                      <span>{product.name}</span>
                      <span className={styles.muted}>
                        {formatNumber(product.price, { prefix: 'Rp', lang })}
                        {!product.active && ` · ${t('catalog.inactive')}`}
                      </span>
                    </span>
                  }
                  checked={!hidden.has(product.itemId)}
                  onChange={(event) =>
                    setHidden((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.delete(product.itemId);
                      else next.add(product.itemId);
                      return next;
                    })
                  }
                  aria-label={t('catalog.showNamed', { name: product.name })}
                />
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </form>
  );
}
