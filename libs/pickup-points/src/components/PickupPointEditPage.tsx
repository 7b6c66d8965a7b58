import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { pickupDays, pickupScheduleProblemsOf, type PickupDay } from '@seller-portal/contracts/pickup-points';
import { Button, Card, Container, TextField, useToast, VisuallyHidden } from '@seller-portal/ui';
import { adminStyles, Checkbox, FailureStatus, LoadingStatus, Notice, PageHead, SelectField, TextAreaField } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { citiesQuery, districtsQuery, pickupPointMapQuery, pickupPointQuery, provincesQuery, useSavePickupPoint } from '../api/pickup-points';
import { usePickupPointsTranslation } from '../i18n/resources';
import { emptyForm, formOf, formProblems, newScheduleKey, requestOf, scheduleInputOf, type FormProblems, type PickupPointForm } from '../lib/form';
import { MapPin } from './MapPin';
import styles from './pickup-points.module.css';
import { courierOptions, dayName, problemsText } from './shared';

/** /store/address/:pickupPointCode (`new` adds one): the pickup point's details, address, map pin, hours, couriers and schedules. */
export function PickupPointEditPage() {
  const { t } = usePickupPointsTranslation();
  const client = useApiClient();
  const code = useParams().pickupPointCode ?? 'new';
  const isNew = code === 'new';
  const point = useQuery({ ...pickupPointQuery(client, code), enabled: !isNew });

  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/store/address">
        {t('backToList')}
      </Link>
      {isNew ? (
        <PickupPointFormView key="new" code={null} initial={emptyForm()} title={t('newTitle')} />
      ) : point.isPending ? (
        <LoadingStatus />
      ) : point.isError ? (
        <>
          <PageHead title={t('title')} />
          <FailureStatus text={serverErrorText(t, point.error)} onRetry={() => void point.refetch()} />
        </>
      ) : (
        <PickupPointFormView key={point.data.code} code={point.data.code} initial={formOf(point.data)} title={t('editTitle', { name: point.data.name })} />
      )}
    </Container>
  );
}

function PickupPointFormView({ code, initial, title }: { code: string | null; initial: PickupPointForm; title: string }) {
  const { t } = usePickupPointsTranslation();
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<FormProblems>({});
  const [submitted, setSubmitted] = useState(false);
  const provinces = useQuery(provincesQuery(client));
  const cities = useQuery(citiesQuery(client, form.provinceCode));
  const districts = useQuery(districtsQuery(client, form.cityCode));
  const map = useQuery(pickupPointMapQuery(client));
  const save = useSavePickupPoint(code, {
    onSuccess: async (saved) => {
      toast.show({ type: 'success', message: t('saved', { name: saved.name }) });
      await navigate('/store/address');
    },
  });
  // The schedules that cannot work, as the server will judge them, while the seller edits.
  const scheduleProblems = useMemo(() => pickupScheduleProblemsOf(scheduleInputOf(form)), [form]);

  const set = (change: Partial<PickupPointForm>) => {
    const next = { ...form, ...change };
    setForm(next);
    if (submitted) setProblems(formProblems(next));
  };
  const problem = (field: string) => (problems[field] ? t(problems[field]) : undefined);
  const choose = (items: readonly { code: string; name: string }[] | undefined) => [
    { value: '', label: t('choose') },
    ...(items ?? []).map((r) => ({ value: r.code, label: r.name })),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = formProblems(form);
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate(requestOf(form));
  };

  const setDay = (day: PickupDay, change: Partial<PickupPointForm['hours'][number]>) =>
    set({ hours: form.hours.map((h) => (h.day === day ? { ...h, ...change } : h)) });
  const setSchedule = (index: number, change: Partial<PickupPointForm['schedules'][number]>) =>
    set({ schedules: form.schedules.map((s, i) => (i === index ? { ...s, ...change } : s)) });

  return (
    <>
      <PageHead title={title} />
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={title}>
        {submitted && Object.keys(problems).length > 0 && (
          <Notice tone="danger" role="alert">
            {t('checkForm')}
          </Notice>
        )}
        {save.isError && (
          <Notice tone="danger" role="alert">
            {serverErrorText(t, save.error)}
          </Notice>
        )}
        <Card>
          <fieldset className={styles.section}>
            <legend>{t('section.details')}</legend>
            <TextField
              label={t('field.name')}
              value={form.name}
              maxLength={100}
              required
              error={problem('name')}
              onChange={(e) => set({ name: e.target.value })}
            />
            <TextField
              label={t('field.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={form.phone}
              required
              hint={t('field.phoneHint')}
              error={problem('phone')}
              onChange={(e) => set({ phone: e.target.value })}
            />
            <Checkbox label={t('field.isMain')} checked={form.isMain} disabled={initial.isMain} onChange={(e) => set({ isMain: e.target.checked })} />
            <p className={styles.sectionLead}>{t('field.isMainHint')}</p>
          </fieldset>
        </Card>
        <Card>
          <fieldset className={styles.section}>
            <legend>{t('section.address')}</legend>
            <div className={styles.pair}>
              <SelectField
                label={t('field.province')}
                options={choose(provinces.data)}
                value={form.provinceCode}
                required
                error={problem('provinceCode')}
                onChange={(e) => set({ provinceCode: e.target.value, cityCode: '', districtCode: '' })}
              />
              <SelectField
                label={t('field.city')}
                options={choose(cities.data)}
                value={form.cityCode}
                required
                disabled={!form.provinceCode}
                error={problem('cityCode')}
                onChange={(e) => set({ cityCode: e.target.value, districtCode: '' })}
              />
              <SelectField
                label={t('field.district')}
                options={choose(districts.data)}
                value={form.districtCode}
                required
                disabled={!form.cityCode}
                error={problem('districtCode')}
                onChange={(e) => set({ districtCode: e.target.value })}
              />
              <TextField
                label={t('field.postalCode')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                value={form.postalCode}
                required
                error={problem('postalCode')}
                onChange={(e) => set({ postalCode: e.target.value })}
              />
            </div>
            <TextAreaField
              label={t('field.street')}
              hint={t('field.streetHint')}
              value={form.address}
              maxLength={300}
              rows={2}
              required
              error={problem('address')}
              onChange={(e) => set({ address: e.target.value })}
            />
          </fieldset>
        </Card>
        <Card>
          <fieldset className={styles.section}>
            <legend>{t('section.location')}</legend>
            <p className={styles.sectionLead}>{t('field.locationHint')}</p>
            <div className={styles.pair}>
              <TextField label={t('field.latitude')} inputMode="decimal" value={form.latitude} onChange={(e) => set({ latitude: e.target.value })} />
              <TextField label={t('field.longitude')} inputMode="decimal" value={form.longitude} onChange={(e) => set({ longitude: e.target.value })} />
            </div>
            {map.data?.tileUrl && (
              <MapPin
                tileUrl={map.data.tileUrl}
                latitude={form.latitude.trim() ? Number(form.latitude.replace(',', '.')) : null}
                longitude={form.longitude.trim() ? Number(form.longitude.replace(',', '.')) : null}
                onPick={(point) => set({ latitude: String(point.latitude), longitude: String(point.longitude) })}
              />
            )}
          </fieldset>
        </Card>
        <Card>
          <fieldset className={styles.section}>
            <legend>{t('section.hours')}</legend>
            {form.hours.map((hours) => {
              const day = dayName(t, hours.day);
              return (
                <div key={hours.day} className={styles.dayRow} data-day={hours.day}>
                  <Checkbox label={day} checked={hours.open} onChange={(e) => setDay(hours.day, { open: e.target.checked })} />
                  {hours.open ? (
                    <>
                      <TextField
                        label={
                          <>
                            {t('field.opensAt')}
                            <VisuallyHidden> ({day})</VisuallyHidden>
                          </>
                        }
                        type="time"
                        value={hours.opensAt}
                        error={problem(`hours.${hours.day}.opensAt`)}
                        onChange={(e) => setDay(hours.day, { opensAt: e.target.value })}
                      />
                      <TextField
                        label={
                          <>
                            {t('field.closesAt')}
                            <VisuallyHidden> ({day})</VisuallyHidden>
                          </>
                        }
                        type="time"
                        value={hours.closesAt}
                        error={problem(`hours.${hours.day}.closesAt`)}
                        onChange={(e) => setDay(hours.day, { closesAt: e.target.value })}
                      />
                      <div className={styles.overnight}>
                        <Checkbox
                          label={
                            <>
                              {t('field.overnight')}
                              <VisuallyHidden> ({day})</VisuallyHidden>
                            </>
                          }
                          checked={hours.overnight}
                          onChange={(e) => setDay(hours.day, { overnight: e.target.checked })}
                        />
                      </div>
                    </>
                  ) : (
                    <span className={`${styles.muted} ${styles.dayClosed}`}>{t('closed')}</span>
                  )}
                </div>
              );
            })}
          </fieldset>
        </Card>
        <Card>
          <fieldset className={styles.section}>
            <legend>{t('section.couriers')}</legend>
            <div className={styles.couriers}>
              {courierOptions.map((courier) => (
                <Checkbox
                  key={courier.value}
                  label={courier.label}
                  checked={form.couriers.includes(courier.value)}
                  onChange={(e) => set({ couriers: e.target.checked ? [...form.couriers, courier.value] : form.couriers.filter((c) => c !== courier.value) })}
                />
              ))}
            </div>
          </fieldset>
        </Card>
        <Card>
          <section className={styles.section} aria-labelledby="pickup-schedules-title">
            <h2 id="pickup-schedules-title" className={styles.sectionTitle}>
              {t('section.schedules')}
            </h2>
            <p className={styles.sectionLead}>{t('schedulesLead')}</p>
            {form.schedules.length === 0 && <p className={styles.muted}>{t('noSchedules')}</p>}
            {form.schedules.map((schedule, index) => {
              const number = index + 1;
              const flagged = scheduleProblems.get(index);
              return (
                <div key={schedule.key} className={`${styles.scheduleRow} ${flagged ? styles.scheduleInvalid : ''}`} data-schedule={number}>
                  <h3>{t('scheduleLabel', { number })}</h3>
                  <SelectField
                    label={t('field.courier')}
                    options={[{ value: '', label: t('choose') }, ...courierOptions]}
                    value={schedule.courier}
                    error={problem(`schedules.${index}.courier`)}
                    onChange={(e) => setSchedule(index, { courier: e.target.value })}
                  />
                  <SelectField
                    label={t('field.day')}
                    options={pickupDays.map((day) => ({ value: String(day), label: dayName(t, day) }))}
                    value={String(schedule.day)}
                    onChange={(e) => setSchedule(index, { day: Number(e.target.value) as PickupDay })}
                  />
                  <TextField
                    label={t('field.start')}
                    type="time"
                    value={schedule.start}
                    error={problem(`schedules.${index}.start`)}
                    onChange={(e) => setSchedule(index, { start: e.target.value })}
                  />
                  <TextField
                    label={t('field.end')}
                    type="time"
                    value={schedule.end}
                    error={problem(`schedules.${index}.end`)}
                    onChange={(e) => setSchedule(index, { end: e.target.value })}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.scheduleRemove}
                    aria-label={t('removeSchedule', { number })}
                    onClick={() => set({ schedules: form.schedules.filter((_, i) => i !== index) })}
                  >
                    {t('delete')}
                  </Button>
                  {flagged && <p className={styles.scheduleProblem}>{t('scheduleProblems', { problems: problemsText(t, flagged) })}</p>}
                </div>
              );
            })}
            <div>
              <Button
                variant="secondary"
                onClick={() =>
                  set({ schedules: [...form.schedules, { key: newScheduleKey(), courier: form.couriers[0] ?? '', day: 1, start: '10:00', end: '12:00' }] })
                }
              >
                {t('addSchedule')}
              </Button>
            </div>
          </section>
        </Card>
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          <Link className={adminStyles.buttonLinkSecondary} to="/store/address">
            {t('cancel')}
          </Link>
        </div>
      </form>
    </>
  );
}
