import { serverErrorText } from '@seller-portal/api-client';
import type { PaletteAction, PaletteActionsProps } from '@seller-portal/app-runtime';
import { accessOf, holdsAccess } from '@seller-portal/contracts/core';
import { productsFeature } from '@seller-portal/contracts/products';
import { useEffect, useMemo } from 'react';
import { useSetProductsActive } from '../api/products';
import { useProductsTranslation } from '../i18n/resources';

/**
 * The products' actions in the command palette: deactivate an active (or sold-out) product the search found, activate
 * an inactive one. Offered only to a session holding the products page's code (a reviews-only member gets none), and
 * run through the list's own call and mutation (which loads the product lists again).
 */
export default function ProductPaletteActions({ request, onActions }: PaletteActionsProps) {
  const { t } = useProductsTranslation();
  const { mutateAsync: setActive } = useSetProductsActive();
  const allowed = holdsAccess(request.session, accessOf(productsFeature, 'products'));

  const actions = useMemo(() => {
    if (!allowed) return [];
    // The best product found offers its action; one per product would crowd the list.
    return request.hits
      .filter((hit) => hit.kind === 'product')
      .slice(0, 1)
      .flatMap((hit): PaletteAction[] => {
        if (hit.kind !== 'product' || !hit.status) return [];
        const active = hit.status !== 'INACTIVE';
        const name = active ? 'products.deactivate' : 'products.activate';
        return [
          {
            key: `${name}:${hit.id}`,
            name,
            target: { kind: 'product', id: hit.id },
            title: t(active ? 'palette.deactivate' : 'palette.activate', { name: hit.title }),
            detail: t('palette.detail', { item: hit.detail ?? hit.id, status: t(`list.status.${hit.status}`) }),
            run: () =>
              setActive({ itemIds: [hit.id], active: !active }).then(
                (answer) => ({ ok: true, message: t(active ? 'list.deactivated' : 'list.activated', { count: answer.items.length }) }),
                (error: unknown) => ({ ok: false, message: serverErrorText(t, error) }),
              ),
          },
        ];
      });
  }, [allowed, request.hits, t, setActive]);

  useEffect(() => onActions(actions), [actions, onActions]);
  return null;
}
