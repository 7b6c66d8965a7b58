import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import type { LearningStudioCategory } from '@seller-portal/contracts/education';
import { Button, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, Notice, QueryStates } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { categoriesQuery, useSaveCategory } from '../api/learning-studio';
import { useLearningStudioTranslation } from '../i18n/resources';
import styles from './learning-studio.module.css';

/** One category's names, renamed in place (its code, which content names, stays). */
function CategoryRow({ category }: { category: LearningStudioCategory }) {
  const { t } = useLearningStudioTranslation();
  const toast = useToast();
  const [names, setNames] = useState({ nameId: category.nameId, nameEn: category.nameEn });
  const save = useSaveCategory(() => toast.show({ type: 'success', message: t('categories.renamed') }));
  const changed = names.nameId !== category.nameId || names.nameEn !== category.nameEn;
  return (
    <tr>
      <td data-label={t('categories.code')} className={adminStyles.mono}>
        {category.code}
      </td>
      <td data-label={t('categories.nameId')}>
        <TextField
          label={t('categories.nameIdOf', { code: category.code })}
          value={names.nameId}
          onChange={(event) => setNames({ ...names, nameId: event.target.value })}
          maxLength={80}
        />
      </td>
      <td data-label={t('categories.nameEn')}>
        <TextField
          label={t('categories.nameEnOf', { code: category.code })}
          value={names.nameEn}
          onChange={(event) => setNames({ ...names, nameEn: event.target.value })}
          maxLength={80}
        />
      </td>
      <td data-label={t('column.actions')}>
        <Button
          variant="secondary"
          size="sm"
          disabled={!changed || !names.nameId.trim() || !names.nameEn.trim()}
          loading={save.isPending}
          onClick={() => save.mutate({ code: category.code, rename: names })}
        >
          {t('categories.rename')}
        </Button>
        {save.error && (
          <Notice tone="danger" role="alert">
            {serverErrorText(t, save.error)}
          </Notice>
        )}
      </td>
    </tr>
  );
}

/** The learning categories: each renamed in place, and a new one added last. */
export function CategoriesPanel() {
  const { t } = useLearningStudioTranslation();
  const client = useApiClient();
  const toast = useToast();
  const categories = useQuery(categoriesQuery(client));
  const empty = { code: '', nameId: '', nameEn: '' };
  const [added, setAdded] = useState(empty);
  const add = useSaveCategory(() => {
    setAdded(empty);
    toast.show({ type: 'success', message: t('categories.added') });
  });
  return (
    <div className={styles.form}>
      <QueryStates query={categories} errorText={(error) => serverErrorText(t, error)}>
        {(categoryRows) => (
          <table className={adminStyles.table} aria-label={t('tabs.categories')}>
            <thead>
              <tr>
                <th scope="col">{t('categories.code')}</th>
                <th scope="col">{t('categories.nameId')}</th>
                <th scope="col">{t('categories.nameEn')}</th>
                <th scope="col">{t('column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {categoryRows.map((category) => (
                <CategoryRow key={`${category.code}:${category.nameId}:${category.nameEn}`} category={category} />
              ))}
            </tbody>
          </table>
        )}
      </QueryStates>
      <form
        className={styles.form}
        noValidate
        aria-labelledby="learning-category-add"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ create: { code: added.code.trim().toUpperCase(), nameId: added.nameId, nameEn: added.nameEn } });
        }}
      >
        <h2 id="learning-category-add" className={adminStyles.heading}>
          {t('categories.add')}
        </h2>
        <div className={styles.grid}>
          <TextField
            label={t('categories.code')}
            hint={t('categories.codeHint')}
            value={added.code}
            onChange={(event) => setAdded({ ...added, code: event.target.value })}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <TextField
            label={t('categories.nameId')}
            value={added.nameId}
            onChange={(event) => setAdded({ ...added, nameId: event.target.value })}
            maxLength={80}
            required
          />
          <TextField
            label={t('categories.nameEn')}
            value={added.nameEn}
            onChange={(event) => setAdded({ ...added, nameEn: event.target.value })}
            maxLength={80}
            required
          />
        </div>
        {add.error && (
          <Notice tone="danger" role="alert">
            {serverErrorText(t, add.error)}
          </Notice>
        )}
        <div className={adminStyles.row}>
          <Button type="submit" loading={add.isPending} disabled={!added.code.trim() || !added.nameId.trim() || !added.nameEn.trim()}>
            {t('categories.add')}
          </Button>
        </div>
      </form>
    </div>
  );
}
