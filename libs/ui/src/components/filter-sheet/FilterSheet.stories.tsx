import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SelectField } from '../select-field/SelectField';
import { FilterSheet } from './FilterSheet';

/** A product list's phone filters: a category and a sort, applied together. */
function ProductFilters() {
  const { t } = useTranslation('stories');
  const [applied, setApplied] = useState({ category: '', sort: 'UPDATED_DESC' });
  const [draft, setDraft] = useState(applied);
  const count = applied.category ? 1 : 0;
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <FilterSheet
        title={t('filterSheet.title')}
        buttonText={count ? t('filterSheet.buttonCount', { count }) : t('filterSheet.button')}
        applyText={t('filterSheet.apply')}
        resetText={t('filterSheet.reset')}
        onOpen={() => setDraft(applied)}
        onApply={() => setApplied(draft)}
        onReset={() => setDraft({ category: '', sort: draft.sort })}
      >
        <SelectField
          label={t('filterSheet.category')}
          value={draft.category}
          onChange={(event) => setDraft({ ...draft, category: event.target.value })}
          options={[
            { value: '', label: t('filterSheet.allCategories') },
            { value: 'FOOD', label: t('filterSheet.food') },
          ]}
        />
        <SelectField
          label={t('filterSheet.sort')}
          value={draft.sort}
          onChange={(event) => setDraft({ ...draft, sort: event.target.value })}
          options={[
            { value: 'UPDATED_DESC', label: t('filterSheet.latest') },
            { value: 'PRICE_ASC', label: t('filterSheet.cheapest') },
          ]}
        />
      </FilterSheet>
    </div>
  );
}

const meta = { title: 'Forms/FilterSheet', component: ProductFilters } satisfies Meta<typeof ProductFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap "Filter": choose, then "Apply"; the button then counts the active filter. */
export const Default: Story = {};
