import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import type { AuditEntry } from '@seller-portal/contracts/accounts';
import type { StaffAssignmentAudit, StoreStaffList, StoreStaffMember } from '@seller-portal/contracts/store-staff';
import { formatDate } from '@seller-portal/formatting';
import { Button, Card, Container, useToast } from '@seller-portal/ui';
import { adminStyles, AuditTrail, Checkbox, ConfirmDialog, PageHead, QueryStates, RadioGroup } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from '@seller-portal/i18n';
import { useId, useState } from 'react';
import { staffHistoryQuery, storeStaffQuery, useAssignStaff } from '../api/store-staff';
import { useStoreStaffTranslation } from '../i18n/resources';
import styles from './store-staff.module.css';

const historyPageSize = 5;

type Scope = 'ALL' | 'CHOSEN';

/** "Gudang Malang, Gudang Surabaya", or "All pickup points". */
function pointsText(t: TFunction, codes: readonly string[] | null, points: StoreStaffList['pickupPoints']): string {
  if (codes === null) return t('allPickupPoints');
  const names = new Map(points.map((point) => [point.code, point.name]));
  return codes.map((code) => names.get(code) ?? code).join(', ');
}

/** /store/staff (the store's owner): the store's staff, the pickup points each serves, and who changed them when. */
export function StoreStaffPage() {
  const { t } = useStoreStaffTranslation();
  const client = useApiClient();
  const list = useQuery(storeStaffQuery(client));
  const [editing, setEditing] = useState<StoreStaffMember | null>(null);

  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('title')} lead={t('lead')} />
      <Card>
        <QueryStates
          query={list}
          errorText={(error) => serverErrorText(t, error)}
          isEmpty={(staffList) => staffList.staff.length === 0}
          empty={<p className={adminStyles.lead}>{t('empty')}</p>}
        >
          {(staffList) => (
            <table className={adminStyles.table} aria-busy={list.isFetching || undefined} aria-label={t('title')}>
              <thead>
                <tr>
                  <th scope="col">{t('column.name')}</th>
                  <th scope="col">{t('column.codes')}</th>
                  <th scope="col">{t('column.pickupPoints')}</th>
                  <th scope="col">{t('column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {staffList.staff.map((member) => (
                  <tr key={member.userId} data-staff={member.username}>
                    {/* One element a cell: on a phone each cell is a grid of its column's label and its content. */}
                    <td data-label={t('column.name')}>
                      <span className={styles.person}>
                        <strong>{member.displayName}</strong>
                        <span className={styles.muted}>{member.username}</span>
                      </span>
                    </td>
                    <td data-label={t('column.codes')}>
                      <span className={styles.codes}>{member.codes.length ? member.codes.join(', ') : t('noCodes')}</span>
                    </td>
                    <td data-label={t('column.pickupPoints')}>
                      <span data-testid="staff-pickup-points">{pointsText(t, member.pickupPointCodes, staffList.pickupPoints)}</span>
                    </td>
                    <td data-label={t('column.actions')}>
                      <span>
                        <Button variant="secondary" size="sm" onClick={() => setEditing(member)} aria-label={t('changeNamed', { name: member.displayName })}>
                          {t('change')}
                        </Button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryStates>
      </Card>
      {editing && list.data && <AssignDialog key={editing.userId} member={editing} pickupPoints={list.data.pickupPoints} onClose={() => setEditing(null)} />}
      <History pickupPoints={list.data?.pickupPoints ?? []} />
    </Container>
  );
}

/** All pickup points, or a chosen set of at least one: saved on the server, which answers the member as they now are. */
function AssignDialog({ member, pickupPoints, onClose }: { member: StoreStaffMember; pickupPoints: StoreStaffList['pickupPoints']; onClose: () => void }) {
  const { t } = useStoreStaffTranslation();
  const toast = useToast();
  const name = useId();
  const [scope, setScope] = useState<Scope>(member.pickupPointCodes === null ? 'ALL' : 'CHOSEN');
  const [chosen, setChosen] = useState<readonly string[]>(member.pickupPointCodes ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const assign = useAssignStaff({
    onSuccess: () => {
      toast.show({ type: 'success', message: t('saved', { name: member.displayName }) });
      onClose();
    },
    onError: (error) => setProblem(serverErrorText(t, error)),
  });
  const save = () => {
    if (scope === 'CHOSEN' && chosen.length === 0) {
      setProblem(t('chooseOne'));
      return;
    }
    setProblem(null);
    assign.mutate({ userId: member.userId, pickupPointCodes: scope === 'ALL' ? null : [...chosen] });
  };
  const toggle = (code: string, on: boolean) => {
    setProblem(null);
    setChosen((current) => (on ? [...current.filter((c) => c !== code), code] : current.filter((c) => c !== code)));
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dialogTitle', { name: member.displayName })}
      description={t('dialogDescription')}
      cancelText={t('cancel')}
      confirmText={t('save')}
      tone="primary"
      size="md"
      busy={assign.isPending}
      onConfirm={save}
    >
      <div className={styles.form}>
        <RadioGroup<Scope>
          legend={t('scopeLegend')}
          name={name}
          value={scope}
          options={(['ALL', 'CHOSEN'] as const).map((value) => ({ value, label: t(`scope.${value}`) }))}
          onChange={(value) => {
            setProblem(null);
            setScope(value);
          }}
        />
        {scope === 'CHOSEN' && (
          <fieldset className={styles.points}>
            <legend className={styles.legend}>{t('pointsLegend')}</legend>
            {pickupPoints.map((point) => (
              <Checkbox
                key={point.code}
                label={point.name}
                checked={chosen.includes(point.code)}
                onChange={(event) => toggle(point.code, event.target.checked)}
              />
            ))}
          </fieldset>
        )}
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}

function History({ pickupPoints }: { pickupPoints: StoreStaffList['pickupPoints'] }) {
  const { t, i18n } = useStoreStaffTranslation();
  const client = useApiClient();
  const [page, setPage] = useState(0);
  const history = useQuery(staffHistoryQuery(client, page, historyPageSize));
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  const summary = (entry: AuditEntry) => {
    const before = entry.before as StaffAssignmentAudit | null;
    const after = entry.after as StaffAssignmentAudit | null;
    return t('historyEntry', {
      actor: entry.actor,
      username: after?.username ?? before?.username ?? entry.identifier,
      before: pointsText(t, before?.pickupPointCodes ?? null, pickupPoints),
      after: pointsText(t, after?.pickupPointCodes ?? null, pickupPoints),
    });
  };
  return (
    <AuditTrail
      title={t('historyTitle')}
      loading={history.isPending}
      error={history.isError ? serverErrorText(t, history.error) : null}
      entries={(history.data?.content ?? []).map((entry) => ({
        id: entry.id,
        summary: summary(entry),
        timeText: formatDate(entry.createdAt, 'D MMM YYYY HH:mm', language),
        dateTime: new Date(entry.createdAt).toISOString(),
      }))}
      page={page}
      totalPages={history.data?.totalPages ?? 0}
      onPage={setPage}
      emptyText={t('historyEmpty')}
    />
  );
}
