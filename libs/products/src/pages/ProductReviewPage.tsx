import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { createChatApi, hasChatAccess, useOptionalChat } from '@seller-portal/chat-core';
import { reviewReplyProblem, type ProductReview } from '@seller-portal/contracts/products';
import { formatDate, formatNumber } from '@seller-portal/formatting';
import { useSession } from '@seller-portal/session-guard';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, FilterChip, FilterChips, Pager, QueryStates, TextAreaField, useFormState } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { reviewListQuery, reviewReminderQuotaQuery, useReplyToReview, type ReviewFilters } from '../api/reviews';
import styles from '../components/reviews.module.css';
import { useProductsTranslation } from '../i18n/resources';
import { useProductAccess } from '../lib/access';
import { useLanguage } from '../lib/language';

const pageSize = 10;
const ratings = [5, 4, 3, 2, 1] as const;

/**
 * §2.5 /product-review: the reviews of the store's products, newest first, filtered by rating or by those not
 * answered yet and searched; the seller replies once to each (and may edit the reply). The review reminder quota of
 * seller chat (§3) shows beside them, linked to the chat's reminder page, for sessions that may chat.
 */
export function ProductReviewPage() {
  const { t } = useProductsTranslation();
  const access = useProductAccess();
  const lang = useLanguage();
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const asked = useDeferredValue(keyword.trim());
  const rating = Number(params.get('rating'));
  const filters: ReviewFilters = {
    rating: rating >= 1 && rating <= 5 ? Math.trunc(rating) : null,
    q: asked,
    unrepliedOnly: params.get('replied') === 'false',
    page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0),
    size: pageSize,
  };
  const list = useQuery(reviewListQuery(client, filters));
  const update = (change: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in change)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const data = list.data;
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  const pageText = t('reviews.pageOf', { page: filters.page + 1, pages: totalPages });

  return (
    <Container className={adminStyles.page}>
      <div className={adminStyles.head}>
        <div>
          <h1 className={adminStyles.heading}>{t('reviews.title')}</h1>
          <p className={adminStyles.lead}>{t('reviews.lead')}</p>
        </div>
        {access.products && (
          <Link className={adminStyles.buttonLinkSecondary} to="/external/product/active/all">
            {t('list.title')}
          </Link>
        )}
      </div>
      <div className={styles.summary}>
        <Card>
          <p className={styles.averageLabel}>{t('reviews.average')}</p>
          <p className={styles.average}>
            {data?.ratingAverage == null
              ? t('reviews.noAverage')
              : t('reviews.averageValue', { rating: formatNumber(data.ratingAverage, { lang, decimals: 1 }) })}
          </p>
        </Card>
        <ReviewReminderCard />
      </div>
      <Card>
        {/* The search and filters write the address as they change: not a form, nothing to check or submit. */}
        <div role="search">
          <TextField
            label={t('reviews.search')}
            placeholder={t('reviews.searchPlaceholder')}
            type="search"
            value={keyword}
            onChange={(event) => update({ q: event.target.value })}
          />
        </div>
        <FilterChips label={t('reviews.ratingFilter')}>
          <FilterChip pressed={filters.rating === null} onClick={() => update({ rating: null })}>
            {t('reviews.allRatings')}
          </FilterChip>
          {ratings.map((value) => (
            <FilterChip key={value} pressed={filters.rating === value} onClick={() => update({ rating: String(value) })}>
              {t('reviews.stars', { count: value, reviews: data?.ratingCounts[String(value) as '1'] ?? 0 })}
            </FilterChip>
          ))}
          <FilterChip pressed={filters.unrepliedOnly} onClick={() => update({ replied: filters.unrepliedOnly ? null : 'false' })}>
            {t('reviews.unreplied', { count: data?.unrepliedCount ?? 0 })}
          </FilterChip>
        </FilterChips>
        <QueryStates
          query={list}
          errorText={(error) => serverErrorText(t, error)}
          isEmpty={(reviews) => reviews.content.length === 0}
          empty={<p className={adminStyles.lead}>{t('reviews.empty')}</p>}
        >
          {(reviews) => (
            <ul
              className={styles.reviews}
              aria-label={t('reviews.listLabel', { page: filters.page + 1, pages: totalPages })}
              aria-busy={list.isFetching || undefined}
            >
              {reviews.content.map((review) => (
                <ReviewItem key={review.reviewId} review={review} />
              ))}
            </ul>
          )}
        </QueryStates>
        {totalPages > 1 && (
          <Pager
            label={pageText}
            page={filters.page}
            totalPages={totalPages}
            onPage={(page) => update({ page: page ? String(page) : null })}
            previousText={t('reviews.previous')}
            nextText={t('reviews.next')}
            live
          >
            {pageText}
          </Pager>
        )}
      </Card>
    </Container>
  );
}

/** Five stars, the first `rating` of them filled; read out as "Rating 4 of 5". */
function Stars({ rating }: { rating: number }) {
  const { t } = useProductsTranslation();
  return (
    <span className={styles.stars} role="img" aria-label={t('reviews.ratingLabel', { rating })}>
      {'★'.repeat(rating)}
      <span className={styles.starsEmpty}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: ProductReview }) {
  const { t } = useProductsTranslation();
  const lang = useLanguage();
  // The reply being written or edited, from its text so far; none while the reply (or its button) shows.
  const [draft, setDraft] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setDraft(null);
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <li className={styles.review} data-review-id={review.reviewId}>
      <div className={styles.reviewHead}>
        {review.productImageUrl && <img className={styles.thumb} src={review.productImageUrl} alt="" width={40} height={40} loading="lazy" />}
        <div>
          <p className={styles.productName}>{review.productName}</p>
          <p className={styles.meta}>
            {review.customerName} · {formatDate(review.createdAt, 'D MMM YYYY', lang)} · {t('reviews.order', { number: review.orderNumber })}
          </p>
        </div>
      </div>
      <Stars rating={review.rating} />
      <p className={review.text ? styles.text : styles.meta}>{review.text || t('reviews.noText')}</p>
      {draft === null ? (
        review.reply ? (
          <div className={styles.reply}>
            <p className={styles.replyHead}>
              {t('reviews.yourReply')} · {formatDate(review.reply.editedAt ?? review.reply.repliedAt, 'D MMM YYYY', lang)}
              {review.reply.editedAt !== null && ` (${t('reviews.edited')})`}
            </p>
            <p className={styles.text}>{review.reply.text}</p>
            <Button ref={opener} type="button" size="sm" variant="ghost" onClick={() => setDraft(review.reply?.text ?? '')}>
              {t('reviews.editReply')}
            </Button>
          </div>
        ) : (
          <Button
            ref={opener}
            type="button"
            size="sm"
            variant="secondary"
            aria-label={t('reviews.replyTo', { name: review.customerName })}
            onClick={() => setDraft('')}
          >
            {t('reviews.reply')}
          </Button>
        )
      ) : (
        <ReplyForm review={review} text={draft} onClose={close} />
      )}
    </li>
  );
}

/** The store's reply to a review, written or edited; its message is the text shown (a §8 text, the page's or the server's). */
function ReplyForm({ review, text, onClose }: { review: ProductReview; text: string; onClose(): void }) {
  const { t } = useProductsTranslation();
  const toast = useToast();
  const send = useReplyToReview();
  const form = useFormState<{ text: string }>({
    initialValues: { text },
    validate: ({ text: reply }) => {
      const code = reviewReplyProblem(reply);
      return code ? { text: t(code, { ns: 'errors' }) } : {};
    },
    submit: async ({ text: reply }) => {
      await send.mutateAsync({ reviewId: review.reviewId, text: reply.trim() });
      toast.show({ type: 'success', message: t('reviews.replied') });
      onClose();
    },
    fieldError: (error) => ({ field: 'text', message: serverErrorText(t, error) }),
  });
  return (
    <form className={styles.replyForm} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <TextAreaField
        ref={form.fieldRef('text')}
        label={t('reviews.replyLabel', { name: review.customerName })}
        value={form.values.text}
        rows={3}
        maxLength={1_000}
        autoFocus
        error={form.errors.text}
        onChange={(event) => form.setValue('text', event.target.value)}
      />
      <div className={adminStyles.row}>
        <Button type="submit" size="sm" loading={form.busy}>
          {t('reviews.saveReply')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** §3 the chat review reminder quota with a link to seller chat's reminder page; shown to sessions that may chat. */
function ReviewReminderCard() {
  const { data: session } = useSession();
  return hasChatAccess(session) && session?.mode?.code ? <ReviewReminderQuota storeCode={session.mode.code} /> : null;
}

function ReviewReminderQuota({ storeCode }: { storeCode: string }) {
  const { t } = useProductsTranslation();
  const client = useApiClient();
  const shared = useOptionalChat();
  // The chat's own calls (with its token) when the chat runs on this page; otherwise a client of the same calls.
  const api = useMemo(() => shared?.api ?? createChatApi(client), [shared, client]);
  const quota = useQuery(reviewReminderQuotaQuery(api, storeCode));
  return (
    <Card>
      <p className={styles.averageLabel}>{t('reviews.reminderTitle')}</p>
      {quota.data && <p>{t('reviews.reminderQuota', { quota: quota.data.availableQuota, count: quota.data.unreviewedProductCount })}</p>}
      <Link className={adminStyles.textLink} to="/conversations/review-reminder">
        {t('reviews.reminderLink')}
      </Link>
    </Card>
  );
}
