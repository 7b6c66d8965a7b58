import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import {
  brandRelationships,
  officialStoreDocumentMaxBytes,
  requiredDocumentKinds,
  type BrandRelationship,
  type OfficialStoreApplication,
  type OfficialStoreApplicationKind,
  type OfficialStoreDocument,
  type OfficialStoreDocumentKind,
  type OfficialStoreIneligibility,
  type OfficialStoreStatus,
} from '@seller-portal/contracts/official-store';
import { useSession } from '@seller-portal/session-guard';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, Notice, PageHead, QueryStates, RadioGroup } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ineligibleReasonsOf, officialStatusQuery, useApply, useUploadDocument } from '../api/official-store';
import styles from '../components/official-store.module.css';
import { OfficialBadge, sizeText, StatusLabel, useDateText } from '../components/shared';
import { useOfficialStoreTranslation } from '../i18n/resources';

/** What the server's own check reads the same way: letters then digits, spaces dropped (`IDM000123456`). */
const trademarkPattern = /^[A-Z]{2,4}\d{6,15}$/;
const normalTrademark = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * §2.5 `/official/upgrade` and `/official/renewal`: the store's official state and its latest application, then the
 * form (brand, trademark number, the store's relationship to the brand, the documents it needs, each uploaded as it
 * is chosen) while the store may send one; else why not, with the way to put it right.
 */
function OfficialApplicationPage({ kind }: { kind: OfficialStoreApplicationKind }) {
  const { t } = useOfficialStoreTranslation();
  const client = useApiClient();
  const status = useQuery(officialStatusQuery(client));
  const title = kind === 'UPGRADE' ? t('form.upgradeTitle') : t('form.renewalTitle');

  return (
    <Container className={styles.page}>
      <PageHead
        title={title}
        lead={kind === 'UPGRADE' ? t('form.upgradeLead') : t('form.renewalLead')}
        actions={
          <Link className={adminStyles.textLink} to="/officialpages/upgrade">
            {t('form.aboutLink')}
          </Link>
        }
      />
      <QueryStates query={status} errorText={(error) => serverErrorText(t, error)}>
        {(officialStatus) => (
          <>
            <StatusCard status={officialStatus} />
            <ApplicationArea kind={kind} status={officialStatus} />
          </>
        )}
      </QueryStates>
    </Container>
  );
}

/** `/official/upgrade`. */
export function OfficialUpgradePage() {
  return <OfficialApplicationPage kind="UPGRADE" />;
}

/** `/official/renewal`. */
export function OfficialRenewalPage() {
  return <OfficialApplicationPage kind="RENEWAL" />;
}

/** The store's official state (from the session's business types, §3) and its latest application. */
function StatusCard({ status }: { status: OfficialStoreStatus }) {
  const { t } = useOfficialStoreTranslation();
  const dateText = useDateText();
  const session = useSession().data;
  const official = session?.customFields.businessTypes?.includes('OFFICIAL') ?? status.official;
  const application = status.application;
  return (
    <Card>
      <h2 className={styles.sectionTitle}>{t('status.heading')}</h2>
      <div className={styles.statusRow} data-testid="official-state">
        {official && <OfficialBadge />}
        <span>
          {official ? (status.term ? t('status.officialUntil', { date: dateText(status.term.end) }) : t('status.official')) : t('status.notOfficial')}
        </span>
      </div>
      {application && <LatestApplication application={application} />}
    </Card>
  );
}

function LatestApplication({ application }: { application: OfficialStoreApplication }) {
  const { t } = useOfficialStoreTranslation();
  const dateText = useDateText();
  return (
    <div className={styles.application} data-testid="official-application">
      <h3 className={styles.subTitle}>{t('status.latest')}</h3>
      <div className={styles.statusRow}>
        <strong>
          {t(`status.kinds.${application.kind}`)} · {application.brandName}
        </strong>
        <StatusLabel status={application.status} />
      </div>
      <p className={styles.muted}>
        {t('status.submittedAt', { date: dateText(application.submittedAt) })}
        {application.decidedAt !== null && ` · ${t('status.decidedAt', { date: dateText(application.decidedAt) })}`}
      </p>
      {application.rejectionReason && <Notice tone="danger">{t('status.reason', { reason: application.rejectionReason })}</Notice>}
      <ul className={styles.docList}>
        {application.documents.map((document) => (
          <li key={document.id} className={styles.muted}>
            {t(`form.kinds.${document.kind}`)}: {document.fileName} ({sizeText(document.sizeBytes)})
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The form while the store may send this kind; otherwise the reasons it may not, each with its way forward. */
function ApplicationArea({ kind, status }: { kind: OfficialStoreApplicationKind; status: OfficialStoreStatus }) {
  const { t } = useOfficialStoreTranslation();
  const dateText = useDateText();
  const reasons = status.ineligible[kind];
  const [sent, setSent] = useState(false);
  // Only the open application stands in the way: its state says it all; other reasons are listed with their way forward.
  if (reasons.length > 0 && reasons.every((reason) => reason === 'APPLICATION_IN_REVIEW')) {
    return <Notice>{sent ? t('form.sent') : t('status.inReview', { brand: status.application?.brandName ?? '' })}</Notice>;
  }
  if (reasons.length > 0)
    return (
      <Ineligible
        reasons={reasons.filter((reason) => reason !== 'APPLICATION_IN_REVIEW')}
        renewalOpensAt={status.renewalOpensAt ? dateText(status.renewalOpensAt) : ''}
      />
    );
  const previous = status.application;
  return (
    <Card>
      {previous?.status === 'REJECTED' && <p className={styles.intro}>{t('status.rejectedTryAgain')}</p>}
      <ApplicationForm kind={kind} previous={previous} onSent={() => setSent(true)} />
    </Card>
  );
}

function Ineligible({ reasons, renewalOpensAt }: { reasons: readonly OfficialStoreIneligibility[]; renewalOpensAt: string }) {
  const { t } = useOfficialStoreTranslation();
  return (
    <Notice tone="warning">
      <strong>{t('ineligible.heading')}</strong>
      <ul className={styles.list} data-testid="official-ineligible">
        {reasons.map((reason) => (
          <li key={reason}>
            {t(`ineligible.${reason}`, { date: renewalOpensAt })}{' '}
            {reason === 'IDENTITY_NOT_VERIFIED' && (
              <Link className={adminStyles.textLink} to="/store/verification/identity">
                {t('ineligible.verifyIdentity')}
              </Link>
            )}
            {reason === 'NOT_OFFICIAL' && (
              <Link className={adminStyles.textLink} to="/official/upgrade">
                {t('ineligible.goUpgrade')}
              </Link>
            )}
            {reason === 'ALREADY_OFFICIAL' && (
              <Link className={adminStyles.textLink} to="/official/renewal">
                {t('ineligible.goRenewal')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Notice>
  );
}

type Problems = Partial<Record<'brandName' | 'trademarkNumber' | OfficialStoreDocumentKind, string>>;

function ApplicationForm({ kind, previous, onSent }: { kind: OfficialStoreApplicationKind; previous: OfficialStoreApplication | null; onSent: () => void }) {
  const { t } = useOfficialStoreTranslation();
  const toast = useToast();
  const radioName = useId();
  // A renewal, or a second try after a rejection, starts from what was sent last.
  const [brandName, setBrandName] = useState(previous?.brandName ?? '');
  const [trademarkNumber, setTrademarkNumber] = useState(previous?.trademarkNumber ?? '');
  const [relationship, setRelationship] = useState<BrandRelationship>(previous?.relationship ?? 'BRAND_OWNER');
  const [documents, setDocuments] = useState<Partial<Record<OfficialStoreDocumentKind, OfficialStoreDocument>>>({});
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const apply = useApply({
    onSuccess: () => {
      toast.show({ type: 'success', message: t('form.sent') });
      onSent();
    },
    onError: (error) => {
      const reasons = ineligibleReasonsOf(error);
      setFailure(reasons.length ? reasons.map((reason) => t(`ineligible.${reason}`, { date: '' })).join(' ') : serverErrorText(t, error));
    },
  });
  const required = requiredDocumentKinds(relationship);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Problems = {};
    if (!brandName.trim()) found.brandName = t('form.required');
    if (!trademarkPattern.test(normalTrademark(trademarkNumber)))
      found.trademarkNumber = trademarkNumber.trim() ? t('form.trademarkInvalid') : t('form.required');
    for (const documentKind of required) if (!documents[documentKind]) found[documentKind] = t('form.documentRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    apply.mutate({
      kind,
      brandName: brandName.trim(),
      trademarkNumber: normalTrademark(trademarkNumber),
      relationship,
      documentIds: required.map((documentKind) => documents[documentKind]?.id ?? ''),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={kind === 'UPGRADE' ? t('form.upgradeTitle') : t('form.renewalTitle')}>
      <TextField
        label={t('form.brandName')}
        value={brandName}
        onChange={(event) => setBrandName(event.target.value)}
        maxLength={100}
        error={problems.brandName}
      />
      <TextField
        label={t('form.trademarkNumber')}
        hint={t('form.trademarkHint')}
        value={trademarkNumber}
        onChange={(event) => setTrademarkNumber(event.target.value)}
        maxLength={40}
        autoCapitalize="characters"
        error={problems.trademarkNumber}
      />
      <RadioGroup
        legend={t('form.relationship')}
        name={radioName}
        value={relationship}
        options={brandRelationships.map((value) => ({ value, label: t(`form.relationships.${value}`) }))}
        onChange={setRelationship}
      />
      <fieldset className={styles.documents}>
        <legend>{t('form.documentsHeading')}</legend>
        <p className={styles.muted}>{t('form.documentsHint')}</p>
        {required.map((documentKind) => (
          <DocumentPicker
            key={documentKind}
            kind={documentKind}
            document={documents[documentKind]}
            problem={problems[documentKind]}
            onUploaded={(document) => {
              setDocuments((current) => ({ ...current, [documentKind]: document }));
              setProblems((current) => ({ ...current, [documentKind]: undefined }));
            }}
          />
        ))}
      </fieldset>
      {failure && (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={apply.isPending}>
          {kind === 'UPGRADE' ? t('form.submit') : t('form.submitRenewal')}
        </Button>
      </div>
    </form>
  );
}

/** One document: a file input behind a labelled button, uploaded at once (a file over 10 MB is refused before it is sent). */
function DocumentPicker({
  kind,
  document,
  problem,
  onUploaded,
}: {
  kind: OfficialStoreDocumentKind;
  document: OfficialStoreDocument | undefined;
  problem: string | undefined;
  onUploaded: (document: OfficialStoreDocument) => void;
}) {
  const { t } = useOfficialStoreTranslation();
  const inputId = useId();
  const upload = useUploadDocument();
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? problem;
  const name = t(`form.kinds.${kind}`);

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (file.size > officialStoreDocumentMaxBytes) {
      setError(t('form.tooLarge'));
      return;
    }
    upload.mutate(
      { kind, file },
      { onSuccess: onUploaded, onError: (failure) => setError(isApiError(failure) ? serverErrorText(t, failure) : t('form.tooLarge')) },
    );
  };

  return (
    <div className={styles.document} data-testid={`document-${kind}`}>
      <div>
        <p className={styles.documentName} id={`${inputId}-name`}>
          {name}
        </p>
        <p className={styles.muted} aria-live="polite">
          {upload.isPending ? t('form.uploading') : document ? t('form.uploaded', { name: document.fileName, size: sizeText(document.sizeBytes) }) : null}
        </p>
      </div>
      <label className={styles.fileLabel} htmlFor={inputId}>
        {document ? t('form.replaceFile') : t('form.chooseFile')}
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          aria-label={`${name}: ${document ? t('form.replaceFile') : t('form.chooseFile')}`}
          aria-describedby={shown ? `${inputId}-error` : undefined}
          aria-invalid={shown ? true : undefined}
          disabled={upload.isPending}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {shown && (
        <p className={styles.fieldError} id={`${inputId}-error`} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
