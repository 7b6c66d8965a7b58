import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import type { PickupPointDetail } from '@seller-portal/contracts/pickup-points';
import { Button, Card, Container, useToast } from '@seller-portal/ui';
import { adminStyles, ConfirmDialog, Notice, PageHead, QueryStates } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { invalidSchedulesQuery, pickupPointListQuery, useRemovePickupPoint } from '../api/pickup-points';
import { usePickupPointsTranslation } from '../i18n/resources';
import styles from './pickup-points.module.css';
import { addressLine, courierName, dayName, problemsText } from './shared';

const editPath = (code: string) => `/store/address/${encodeURIComponent(code)}`;

/** /store/address: the store's pickup points (a table on a wide screen, labelled cards on a phone) and the schedules that cannot work. */
export function PickupPointListPage() {
  const { t } = usePickupPointsTranslation();
  const client = useApiClient();
  const list = useQuery(pickupPointListQuery(client));
  const invalid = useQuery(invalidSchedulesQuery(client));

  return (
    <Container className={adminStyles.page}>
      <PageHead
        title={t('title')}
        lead={t('lead')}
        actions={
          <Link className={adminStyles.buttonLink} to="/store/address/new">
            {t('add')}
          </Link>
        }
      />
      {invalid.data && invalid.data.length > 0 && (
        <Notice tone="warning">
          <strong>{t('invalidHeading', { count: invalid.data.length })}</strong>
          <ul className={styles.invalidList} data-testid="invalid-schedules">
            {invalid.data.map((item, index) => (
              <li key={`${item.pickupPointCode}-${index}`}>
                <Link className={adminStyles.textLink} to={editPath(item.pickupPointCode)}>
                  {t('invalidItem', {
                    point: item.pickupPointName,
                    courier: courierName(item.schedule.courier),
                    day: dayName(t, item.schedule.day),
                    start: item.schedule.start,
                    end: item.schedule.end,
                    problems: problemsText(t, item.problems),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </Notice>
      )}
      <Card>
        <QueryStates query={list} errorText={(error) => serverErrorText(t, error)} empty={<p className={adminStyles.lead}>{t('empty')}</p>}>
          {(points) => (
            <table className={adminStyles.table} aria-busy={list.isFetching || undefined} aria-label={t('title')}>
              <thead>
                <tr>
                  <th scope="col">{t('column.name')}</th>
                  <th scope="col">{t('column.address')}</th>
                  <th scope="col">{t('column.phone')}</th>
                  <th scope="col">{t('column.couriers')}</th>
                  <th scope="col">{t('column.schedules')}</th>
                  <th scope="col">{t('column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <PickupPointRow key={point.code} point={point} />
                ))}
              </tbody>
            </table>
          )}
        </QueryStates>
      </Card>
    </Container>
  );
}

function PickupPointRow({ point }: { point: PickupPointDetail }) {
  const { t } = usePickupPointsTranslation();
  return (
    <tr data-pickup-point={point.code}>
      {/* One element a cell: on a phone each cell is a grid of its column's label and its content. */}
      <td data-label={t('column.name')}>
        <span>
          <Link className={adminStyles.textLink} to={editPath(point.code)}>
            {point.name}
          </Link>
          {point.isMain && <span className={styles.badge}>{t('main')}</span>}
        </span>
      </td>
      <td data-label={t('column.address')}>
        <span>{point.province ? addressLine(point) : <span className={styles.flagBad}>{t('noAddress')}</span>}</span>
      </td>
      <td data-label={t('column.phone')}>
        <span className={styles.nowrap}>{point.phone ?? '–'}</span>
      </td>
      <td data-label={t('column.couriers')}>
        <span>{point.couriers.length ? point.couriers.map(courierName).join(', ') : <span className={styles.muted}>{t('noCouriers')}</span>}</span>
      </td>
      <td data-label={t('column.schedules')}>
        {point.invalidScheduleCount > 0 ? (
          <span className={styles.flagBad}>{t('schedulesInvalid', { count: point.invalidScheduleCount })}</span>
        ) : point.schedules.length === 0 ? (
          <span className={styles.muted}>{t('schedulesNone')}</span>
        ) : (
          <span className={styles.flagGood}>{t('schedulesOk', { count: point.schedules.length })}</span>
        )}
      </td>
      <td data-label={t('column.actions')}>
        <div className={styles.rowActions}>
          <Link className={adminStyles.textLink} to={editPath(point.code)} aria-label={t('editNamed', { name: point.name })}>
            {t('edit')}
          </Link>
          {!point.isMain && <RemoveButton point={point} />}
        </div>
      </td>
    </tr>
  );
}

/** Remove with a confirmation; the main pickup point has none (the store keeps one), open orders are the server's answer. */
function RemoveButton({ point }: { point: PickupPointDetail }) {
  const { t } = usePickupPointsTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const remove = useRemovePickupPoint(point.code, {
    onSuccess: () => {
      setOpen(false);
      toast.show({ type: 'success', message: t('deleted', { name: point.name }) });
    },
    onError: (error) => {
      setOpen(false);
      toast.show({ type: 'danger', message: serverErrorText(t, error) });
    },
  });
  return (
    <>
      <Button variant="ghost" size="sm" className={styles.linkButton} onClick={() => setOpen(true)} aria-label={t('deleteNamed', { name: point.name })}>
        {t('delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('deleteTitle')}
        description={t('deleteText', { name: point.name })}
        cancelText={t('cancel')}
        confirmText={t('delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
