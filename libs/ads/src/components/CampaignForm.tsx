import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import { adsLimits, type AdsCampaign } from '@seller-portal/contracts/ads';
import { storeDayOf } from '@seller-portal/contracts/analytics';
import type { ServerErrorCode } from '@seller-portal/contracts/core';
import { parseRupiah } from '@seller-portal/formatting';
import { Button, Dialog, TextField, useToast } from '@seller-portal/ui';
import { Checkbox } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { productsQuery, useSaveCampaign } from '../api/ads';
import { useAdsTranslation } from '../i18n/resources';
import { useFormat } from '../lib/format';
import styles from './ads.module.css';

type Field = 'name' | 'products' | 'dailyBudget' | 'bid' | 'schedule';

/** The field each of the server's campaign rules belongs to. */
const fieldOfCode: Partial<Record<ServerErrorCode, Field>> = {
  ADS_CAMPAIGN_NAME_INVALID: 'name',
  ADS_PRODUCTS_INVALID: 'products',
  ADS_DAILY_BUDGET_INVALID: 'dailyBudget',
  ADS_BID_INVALID: 'bid',
  ADS_SCHEDULE_INVALID: 'schedule',
};

export interface CampaignFormProps {
  /** The campaign edited; null: a new one. */
  campaign: AdsCampaign | null;
  onClose(): void;
}

/** A campaign's name, products (the store's sellable items), daily budget, bid and schedule; the server checks every rule. */
export function CampaignForm({ campaign, onClose }: CampaignFormProps) {
  const { t } = useAdsTranslation();
  const format = useFormat();
  const client = useApiClient();
  const toast = useToast();
  const save = useSaveCampaign();
  const today = storeDayOf(Date.now());
  const [name, setName] = useState(campaign?.name ?? '');
  const [chosen, setChosen] = useState<{ itemId: string; name: string }[]>(campaign?.products ?? []);
  const [keyword, setKeyword] = useState('');
  const [budget, setBudget] = useState(campaign ? format.number(campaign.dailyBudget) : '');
  const [bid, setBid] = useState(campaign ? format.number(campaign.bid) : '');
  const [startDay, setStartDay] = useState(campaign?.startDay ?? today);
  const [endDay, setEndDay] = useState(campaign?.endDay ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const search = useDeferredValue(keyword.trim());
  const products = useQuery(productsQuery(client, search));
  const chosenIds = new Set(chosen.map((product) => product.itemId));
  // The chosen ones first, so they stay in sight while the seller searches for more.
  const listed = [...chosen, ...(products.data ?? []).filter((product) => !chosenIds.has(product.itemId))];

  const toggle = (product: { itemId: string; name: string }) =>
    setChosen((current) =>
      current.some((p) => p.itemId === product.itemId)
        ? current.filter((p) => p.itemId !== product.itemId)
        : [...current, { itemId: product.itemId, name: product.name }],
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const budgetRead = parseRupiah(budget);
    const bidRead = parseRupiah(bid);
    const found: Partial<Record<Field, string>> = {};
    if (!budgetRead.ok) found.dailyBudget = t('form.amountInvalid');
    if (!bidRead.ok) found.bid = t('form.amountInvalid');
    setErrors(found);
    if (!budgetRead.ok || !bidRead.ok) return;
    try {
      await save.mutateAsync({
        id: campaign?.id ?? null,
        request: {
          name,
          itemIds: chosen.map((product) => product.itemId),
          dailyBudget: budgetRead.value,
          bid: bidRead.value,
          startDay,
          endDay: endDay || null,
        },
      });
      toast.show({ type: 'success', message: campaign ? t('form.saved') : t('form.created') });
      onClose();
    } catch (error) {
      const field = isApiError(error) ? fieldOfCode[error.errorCode as ServerErrorCode] : undefined;
      if (field) setErrors({ [field]: serverErrorText(t, error) });
      else setRefusal(serverErrorText(t, error));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={campaign ? t('form.editTitle') : t('form.createTitle')}
      size="md"
      closeLabel={t('form.close')}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-campaign-form>
        <TextField
          label={t('form.name')}
          value={name}
          maxLength={adsLimits.campaignNameMax}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <fieldset className={styles.picker} aria-describedby="ads-products-hint">
          <legend className={styles.legend}>{t('form.products')}</legend>
          <p id="ads-products-hint" className={styles.muted}>
            {t('form.productsHint', { max: adsLimits.campaignProductsMax, count: chosen.length })}
          </p>
          <TextField label={t('form.search')} type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          {listed.length ? (
            <ul className={styles.pickerList}>
              {listed.map((product) => (
                <li key={product.itemId} className={styles.pickerItem}>
                  <Checkbox
                    label={<span className={styles.pickerName}>{product.name}</span>}
                    checked={chosenIds.has(product.itemId)}
                    disabled={!chosenIds.has(product.itemId) && chosen.length >= adsLimits.campaignProductsMax}
                    onChange={() => toggle(product)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('form.noProducts')}</p>
          )}
          {errors.products && (
            <p role="alert" className={styles.error}>
              {errors.products}
            </p>
          )}
        </fieldset>
        <div className={styles.twoFields}>
          <TextField
            label={t('form.budget')}
            inputMode="numeric"
            value={budget}
            onChange={(event) => setBudget(event.target.value)}
            hint={t('form.budgetHint', { min: format.money(adsLimits.dailyBudgetMin) })}
            error={errors.dailyBudget}
          />
          <TextField
            label={t('form.bid')}
            inputMode="numeric"
            value={bid}
            onChange={(event) => setBid(event.target.value)}
            hint={t('form.bidHint', { min: format.money(adsLimits.bidMin) })}
            error={errors.bid}
          />
        </div>
        <div className={styles.twoFields}>
          <TextField
            label={t('form.start')}
            type="date"
            value={startDay}
            min={campaign ? undefined : today}
            onChange={(event) => setStartDay(event.target.value)}
            error={errors.schedule}
          />
          <TextField
            label={t('form.end')}
            type="date"
            value={endDay}
            min={startDay}
            onChange={(event) => setEndDay(event.target.value)}
            hint={t('form.endHint')}
          />
        </div>
        {refusal && (
          <p role="alert" className={styles.error}>
            {refusal}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
