import { isApiError, useApiClient } from '@seller-portal/api-client';
import { ShellLink } from '@seller-portal/app-runtime';
import { sellerFeedbackEvent, type SellerFeedbackEventDetail } from '@seller-portal/contracts/education';
import { configKeys } from '@seller-portal/contracts/core';
import {
  documentsProblems,
  inStepOrder,
  nextOnboardingStep,
  onboardingV2StepOrder,
  onboardingApiPaths,
  onboardingStepFields,
  onboardingSteps,
  pickupAddressProblems,
  storeCategories,
  storeDetailsProblems,
  type FieldProblem,
  type FieldProblems,
  type OnboardingFieldErrorValue,
  type OnboardingState,
  type OnboardingStep,
  type OnboardingStepState,
} from '@seller-portal/contracts/onboarding';
import { formatServerError, useResourceTranslation } from '@seller-portal/i18n';
import { refreshSession, useAppConfig, useSession } from '@seller-portal/session-guard';
import { Button, Container, Spinner, useToast, VisuallyHidden } from '@seller-portal/ui';
import { formStyles, Notice, SelectField, useFormState, type FormErrors } from '@seller-portal/ui/forms';
import { TextField } from '@seller-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { useNavigate } from 'react-router-dom';
import { onboardingQueryOptions, provincesQueryOptions, useSaveOnboardingStep, useSubmitOnboarding, type StepValues } from './api/onboarding';
import { sellerOnboardingErrorTexts } from './errors/error-texts';
import { sellerOnboardingResources } from './i18n/resources';
import styles from './OnboardingPage.module.css';

type Stage = OnboardingStep | 'REVIEW';

/** The survey a store gone live is offered (§4.11). */
const onboardingFeedbackEvent = 'SELLER_ONBOARDING_V2';
/** The steps in the order the state lists them (the configured one), then the review. */
const stagesOf = (state: OnboardingState): Stage[] => [...state.steps.map((step) => step.step), 'REVIEW'];

function useOnboardingTranslation() {
  return useResourceTranslation(sellerOnboardingResources, [sellerOnboardingErrorTexts]);
}

interface FieldSpec {
  name: string;
  kind?: 'text' | 'select';
  options?: readonly { value: string; label: string }[];
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  hint?: boolean;
}

interface StepFormProps<S extends OnboardingStep> {
  step: S;
  /** What the review asks to change, per field of the step: shown under the field until the step is saved. */
  revisionNotes: Record<string, string>;
  fields: readonly FieldSpec[];
  initialValues: StepValues[S];
  problems: (values: StepValues[S]) => FieldProblems;
  onSaved: (state: OnboardingState) => void;
}

function StepForm<S extends OnboardingStep>({ step, revisionNotes, fields, initialValues, problems, onSaved }: StepFormProps<S>) {
  const { t } = useOnboardingTranslation();
  const save = useSaveOnboardingStep(step);
  const toast = useToast();
  type Values = StepValues[S];
  const form = useFormState<Values, FieldProblem>({
    initialValues,
    validate: (values) => problems(values) as FormErrors<Values, FieldProblem>,
    submit: async (values) => onSaved(await save.mutateAsync(values)),
    // The server checks the same rules, and what only it knows (a store name taken, a province it does not have).
    fieldError: (error) => {
      if (!isApiError(error) || error.errorCode !== 'ONBOARDING_FIELD_INVALID') return undefined;
      const fieldsOf = ((error.body as { value?: OnboardingFieldErrorValue } | null)?.value?.fields ?? {}) as Record<string, FieldProblem>;
      const field = fields.map((spec) => spec.name).find((name) => fieldsOf[name]);
      return field ? { field: field as keyof Values & string, message: fieldsOf[field] } : undefined;
    },
    onError: (error) => toast.show({ type: 'danger', message: formatServerError((key, options) => t(key, options), isApiError(error) ? error : {}) }),
  });
  const values = form.values as Record<string, string>;
  // A rule the value breaks first; otherwise the review's reason, as the field's error (announced with the field).
  const messageOf = (name: string) => {
    const problem = (form.errors as Record<string, FieldProblem | undefined>)[name];
    if (problem) return t([`fieldProblem.${name}.${problem}`, `problem.${problem}`]);
    return revisionNotes[name] ? t('reviewReason', { reason: revisionNotes[name] }) : undefined;
  };
  return (
    <form className={formStyles.form} onSubmit={form.onSubmit} noValidate>
      {fields.map((spec) => {
        const common = {
          label: t(`field.${spec.name}`),
          required: true,
          error: messageOf(spec.name),
          hint: spec.hint ? t(`hint.${spec.name}`) : undefined,
          ref: form.fieldRef(spec.name as keyof Values & string),
          name: spec.name,
        };
        return spec.kind === 'select' ? (
          <SelectField
            key={spec.name}
            {...common}
            options={[{ value: '', label: t(`choose.${spec.name}`) }, ...(spec.options ?? [])]}
            value={values[spec.name]}
            onChange={(event) => form.setValue(spec.name as keyof Values & string, event.target.value as Values[keyof Values & string])}
          />
        ) : (
          <TextField
            key={spec.name}
            {...common}
            inputMode={spec.inputMode}
            autoComplete={spec.autoComplete}
            value={values[spec.name]}
            onChange={(event) => form.setValue(spec.name as keyof Values & string, event.target.value as Values[keyof Values & string])}
          />
        );
      })}
      <div className={formStyles.actions}>
        <Button type="submit" loading={form.busy}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** The review's reasons on the step's fields. */
function notesOf(state: OnboardingState, step: OnboardingStep): Record<string, string> {
  return state.steps.find((s) => s.step === step)?.revisionNotes ?? {};
}

/** A step the review sent back: a reason on a field of it, or a note on the whole step (older reviews). */
function needsRevision(step: OnboardingStepState | undefined): boolean {
  return Boolean(step && (step.revisionNote || Object.keys(step.revisionNotes).length > 0));
}

/** The review's reasons, step by step and field by field, each field's reason shown under it in its step too. */
function RevisionSummary({ state }: { state: OnboardingState }) {
  const { t } = useOnboardingTranslation();
  const revisions = state.steps.filter(needsRevision);
  if (revisions.length === 0) return null;
  return (
    <Notice tone="warning">
      <strong>{t('revisionTitle')}</strong>
      <p className={styles.noticeText}>{t('revisionLead')}</p>
      <ul className={styles.revisions}>
        {revisions.map((step) => (
          <li key={step.step}>
            <strong>{t(`step.${step.step}`)}</strong>
            {step.revisionNote && <span className={styles.block}>{step.revisionNote}</span>}
            {Object.keys(step.revisionNotes).length > 0 && (
              <ul className={styles.revisionFields}>
                {onboardingStepFields[step.step]
                  .filter((field) => step.revisionNotes[field])
                  .map((field) => (
                    <li key={field}>
                      {t(`field.${field}`)}: {step.revisionNotes[field]}
                    </li>
                  ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Notice>
  );
}

function StoreDetailsForm({ state, onSaved }: { state: OnboardingState; onSaved: (state: OnboardingState) => void }) {
  const { t } = useOnboardingTranslation();
  const initial = state.storeDetails ?? { storeName: state.storeName, description: '', category: '', phoneNumber: '' };
  return (
    <StepForm
      step="STORE_DETAILS"
      revisionNotes={notesOf(state, 'STORE_DETAILS')}
      initialValues={initial}
      problems={storeDetailsProblems}
      onSaved={onSaved}
      fields={[
        { name: 'storeName', autoComplete: 'organization' },
        { name: 'description', hint: true },
        { name: 'category', kind: 'select', options: storeCategories.map((code) => ({ value: code, label: t(`category.${code}`) })) },
        { name: 'phoneNumber', inputMode: 'tel', autoComplete: 'tel', hint: true },
      ]}
    />
  );
}

function PickupAddressForm({ state, onSaved }: { state: OnboardingState; onSaved: (state: OnboardingState) => void }) {
  const client = useApiClient();
  const { data: provinces = [] } = useQuery(provincesQueryOptions(client));
  const known = new Set(provinces.map((province) => province.code));
  const initial = state.pickupAddress ?? { pickupPointName: '', address: '', provinceCode: '', city: '', postalCode: '' };
  return (
    <StepForm
      step="PICKUP_ADDRESS"
      revisionNotes={notesOf(state, 'PICKUP_ADDRESS')}
      initialValues={initial}
      // Until the list arrives every province counts as known: the server checks it anyway.
      problems={(values) => pickupAddressProblems(values, (code) => provinces.length === 0 || known.has(code))}
      onSaved={onSaved}
      fields={[
        { name: 'pickupPointName' },
        { name: 'address', autoComplete: 'street-address' },
        { name: 'provinceCode', kind: 'select', options: provinces.map((province) => ({ value: province.code, label: province.name })) },
        { name: 'city', autoComplete: 'address-level2' },
        { name: 'postalCode', inputMode: 'numeric', autoComplete: 'postal-code' },
      ]}
    />
  );
}

function DocumentsForm({ state, onSaved }: { state: OnboardingState; onSaved: (state: OnboardingState) => void }) {
  const initial = state.documents ?? { ownerName: '', ktpNumber: '', npwpNumber: '' };
  return (
    <StepForm
      step="DOCUMENTS"
      revisionNotes={notesOf(state, 'DOCUMENTS')}
      initialValues={initial}
      problems={documentsProblems}
      onSaved={onSaved}
      fields={[
        { name: 'ownerName', autoComplete: 'name' },
        { name: 'ktpNumber', inputMode: 'numeric', hint: true },
        { name: 'npwpNumber', inputMode: 'numeric', hint: true },
      ]}
    />
  );
}

function Review() {
  const { t } = useOnboardingTranslation();
  const submitting = useSubmitOnboarding();
  const toast = useToast();
  // A button, not a form: the mutation's state is all it keeps; it stays busy until the waiting view shows.
  const busy = submitting.isPending || submitting.isSuccess;
  const submit = async () => {
    if (busy) return;
    try {
      await submitting.mutateAsync();
    } catch (error) {
      toast.show({ type: 'danger', message: formatServerError((key, options) => t(key, options), isApiError(error) ? error : {}) });
    }
  };
  return (
    <div className={formStyles.form}>
      <p className={styles.muted}>{t('reviewRule')}</p>
      <div className={formStyles.actions}>
        <Button onClick={() => void submit()} loading={busy}>
          {t('submit')}
        </Button>
      </div>
    </div>
  );
}

function Progress({ state, current, onChoose }: { state: OnboardingState; current: Stage; onChoose: (stage: Stage) => void }) {
  const { t } = useOnboardingTranslation();
  const done = state.steps.filter((step) => step.completed).length;
  return (
    <nav aria-label={t('stepsLabel')} className={styles.progress}>
      <p className={styles.muted}>{t('doneCount', { done, total: onboardingSteps.length })}</p>
      <ol className={styles.steps}>
        {stagesOf(state).map((stage, index) => {
          const step = state.steps.find((s) => s.step === stage);
          const status = stage === current ? 'current' : needsRevision(step) ? 'revision' : step?.completed ? 'done' : 'todo';
          const label = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {status === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.stepName}>{t(`step.${stage}`)}</span>
              <VisuallyHidden>, {t(`status.${status}`)}</VisuallyHidden>
            </>
          );
          return (
            <li key={stage} className={clsx(styles.stepItem, styles[status])} aria-current={stage === current ? 'step' : undefined}>
              {step?.completed && stage !== current ? (
                <button type="button" className={styles.stepButton} onClick={() => onChoose(stage)}>
                  {label}
                </button>
              ) : (
                <span className={styles.stepButton}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** How often a submission waiting for review asks whether it was decided (also on focus, and on "Check again"). */
const reviewPollMs = 30_000;

/** The submission waits for staff: what happens next, the document of what was sent, and a way to ask again. */
function WaitingForReview({ state, checking, onCheck }: { state: OnboardingState; checking: boolean; onCheck: () => void }) {
  const { t, i18n } = useOnboardingTranslation();
  const review = state.review;
  return (
    <Container>
      <div className={styles.page}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{t('title')}</h1>
        </header>
        <Notice tone="info">
          <strong>{t('waitingTitle')}</strong>
          <p className={styles.noticeText}>{t('waitingLead')}</p>
        </Notice>
        <div className={formStyles.actions}>
          <Button variant="secondary" loading={checking} onClick={onCheck}>
            {t('checkAgain')}
          </Button>
          {review && (
            <a className={formStyles.link} href={`${onboardingApiPaths.postliveDownload(review.id)}?lang=${i18n.language === 'en' ? 'en' : 'id'}`} download>
              {t('downloadSubmission')}
            </a>
          )}
        </div>
      </div>
    </Container>
  );
}

/**
 * /onboarding-v2 (§4.2 step 5): the steps a new store finishes, each saved on the server, so a reload resumes at
 * the first step not saved. Every step saved, the seller submits: the submission waits for the marketplace's staff,
 * who approve it (the store goes live: the session is read again and §4.2 routing takes the seller to the dashboard)
 * or send it back with a reason per field, shown under the field, which the seller fixes before submitting again.
 */
export function OnboardingPage() {
  const { t } = useOnboardingTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const storeCode = session?.mode?.type === 'STORE' ? (session.mode.code ?? '') : '';
  const options = onboardingQueryOptions(client, storeCode);
  const query = useQuery({
    ...options,
    enabled: storeCode !== '',
    // A submission waiting for review asks now and then whether staff decided.
    refetchInterval: (current) => (current.state.data?.review?.status === 'WAITING' ? reviewPollMs : false),
  });
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Stage | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // §3 seller-onboarding-v2-config: the order the steps are asked in (the usual one without a usable config).
  const order = onboardingV2StepOrder(useAppConfig().data?.[configKeys.onboardingV2]);
  const state = query.data && { ...query.data, steps: inStepOrder(query.data.steps, order) };
  const current: Stage = chosen ?? (state ? (nextOnboardingStep(state.steps) ?? 'REVIEW') : 'STORE_DETAILS');
  // The focus follows the step, so keyboard and screen-reader users land on what to fill in next.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [current]);

  // The step's mutation has kept its answer as the page's data.
  const onSaved = () => {
    moved.current = true;
    setChosen(null);
  };
  const onChoose = (stage: Stage) => {
    moved.current = true;
    setChosen(stage);
  };
  // Staff approved the submission while the seller waited: the session says so, and startup routes on.
  const approved = state?.postliveStatus === 'APPROVED' && state.review?.status === 'APPROVED';
  const seenWaiting = useRef(false);
  if (state?.review?.status === 'WAITING') seenWaiting.current = true;
  useEffect(() => {
    if (approved && seenWaiting.current) {
      seenWaiting.current = false;
      void refreshSession(queryClient).then(onLive);
    }
    // onLive is the same steps on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [approved, queryClient]);

  const onLive = async () => {
    // '/' runs startup again: §4.2 now routes the live store to the dashboard (tutorials first).
    await navigate('/', { replace: true });
    // §4.11 the onboarding survey, offered on the page startup lands on once its tour (if any) is done.
    const detail: SellerFeedbackEventDetail = { eventCode: onboardingFeedbackEvent };
    window.dispatchEvent(new CustomEvent(sellerFeedbackEvent, { detail }));
  };

  if (query.isPending && storeCode !== '') {
    return (
      <Container>
        <div className={styles.pending}>
          <Spinner size="lg" />
        </div>
      </Container>
    );
  }
  if (!state) {
    return (
      <Container>
        <h1 className={styles.title}>{t('title')}</h1>
        <Notice tone="danger" role="alert">
          {t('failed')}
        </Notice>
        <Button variant="secondary" className={styles.gapAbove} onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Container>
    );
  }
  if (state.postliveStatus === 'APPROVED') {
    return (
      <Container>
        <h1 className={styles.title}>{t('title')}</h1>
        <Notice tone="success">{t('live')}</Notice>
        <ShellLink to="/dashboard" className={clsx(formStyles.buttonLink, styles.gapAbove)}>
          {t('toDashboard')}
        </ShellLink>
      </Container>
    );
  }

  if (state.review?.status === 'WAITING') return <WaitingForReview state={state} checking={query.isFetching} onCheck={() => void query.refetch()} />;

  const stages = stagesOf(state);
  const index = stages.indexOf(current);
  return (
    <Container>
      <div className={styles.page}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.muted}>{t('lead')}</p>
        </header>
        <RevisionSummary state={state} />
        <div className={styles.layout}>
          <Progress state={state} current={current} onChoose={onChoose} />
          <section className={styles.card} aria-labelledby="onboarding-step-title">
            <p className={styles.muted}>{t('progress', { current: index + 1, total: stages.length })}</p>
            <h2 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
              {t(`step.${current}`)}
            </h2>
            <p className={styles.muted}>{t(`stepLead.${current}`)}</p>
            {current === 'STORE_DETAILS' && <StoreDetailsForm key="details" state={state} onSaved={onSaved} />}
            {current === 'PICKUP_ADDRESS' && <PickupAddressForm key="address" state={state} onSaved={onSaved} />}
            {current === 'DOCUMENTS' && <DocumentsForm key="documents" state={state} onSaved={onSaved} />}
            {current === 'REVIEW' && <Review />}
          </section>
        </div>
      </div>
    </Container>
  );
}
