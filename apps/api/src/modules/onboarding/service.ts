import {
  documentsProblems,
  nextOnboardingStep,
  normalizeDocuments,
  onboardingNoteKeys,
  normalizePickupAddress,
  normalizeStoreDetails,
  onboardingSteps,
  pickupAddressProblems,
  storeDetailsProblems,
  type FieldProblems,
  type OnboardingDocuments,
  type OnboardingState,
  type OnboardingStep,
  type PickupAddress,
  type Province,
  type StoreDetails,
} from '@seller-portal/contracts/onboarding';
import type { StoreReviewChange } from '@seller-portal/contracts/store-reviews';
import type { Transaction } from '../../db/open-database';
import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Clock } from '../../runtime';
import type { ResolvedSession, SessionService } from '../session';
import type { StoreProfiles } from '../store-info';
import type { StoreReviewRow, StoreReviews } from '../store-reviews';
import { OnboardingRepository, type OnboardingRow, type StepColumn, type StoreRow } from './repository';

const columnOf: Record<OnboardingStep, StepColumn> = { STORE_DETAILS: 'storeDetails', PICKUP_ADDRESS: 'pickupAddress', DOCUMENTS: 'documents' };

function fieldError(fields: FieldProblems): AppError {
  return AppError.withValue('ONBOARDING_FIELD_INVALID', { fields });
}

/** Whether the store is in onboarding V2 and not live yet: only then may its steps change. */
export function isOnboardingOpen(store: Pick<StoreRow, 'onboardingFlow' | 'postliveStatus'>): boolean {
  return store.onboardingFlow === 'V2' && store.postliveStatus !== 'APPROVED';
}

/** The review's notes on one step: per field (`STEP.field` keys), and a note on the whole step kept from older reviews. */
function notesOf(notes: Record<string, string>, step: OnboardingStep) {
  const fields = Object.fromEntries(Object.entries(notes).flatMap(([key, note]) => (key.startsWith(`${step}.`) ? [[key.slice(step.length + 1), note]] : [])));
  return { revisionNotes: fields, revisionNote: notes[step] ?? null };
}

export function stateOf(store: StoreRow, row: OnboardingRow | null, review: StoreReviewRow | null = null): OnboardingState {
  const notes = (row?.revisionNotes ?? {}) as Record<string, string>;
  return {
    storeCode: store.code,
    storeName: store.name,
    onboardingStatus: store.onboardingStatus,
    postliveStatus: store.postliveStatus,
    steps: onboardingSteps.map((step) => {
      const stepNotes = notesOf(notes, step);
      const noted = stepNotes.revisionNote !== null || Object.keys(stepNotes.revisionNotes).length > 0;
      return { step, completed: Boolean(row?.[columnOf[step]]) && !noted, ...stepNotes };
    }),
    storeDetails: (row?.storeDetails as StoreDetails | null) ?? null,
    pickupAddress: (row?.pickupAddress as PickupAddress | null) ?? null,
    documents: (row?.documents as OnboardingDocuments | null) ?? null,
    review: review
      ? { id: review.id, status: review.status as 'WAITING', submittedAt: review.createdAt.getTime(), decidedAt: review.decidedAt?.getTime() ?? null }
      : null,
  };
}

/** The submission as the review queue shows it: every step's values, beside those of the previous submission. */
function submissionChanges(state: OnboardingState, previous: StoreReviewRow | null): StoreReviewChange[] {
  const before = new Map(((previous?.changes ?? []) as StoreReviewChange[]).map((change) => [`${change.group}.${change.field}`, change.after]));
  const steps: [OnboardingStep, Record<string, string> | null][] = [
    ['STORE_DETAILS', state.storeDetails],
    ['PICKUP_ADDRESS', state.pickupAddress],
    ['DOCUMENTS', state.documents],
  ];
  return steps.flatMap(([group, values]) =>
    Object.entries(values ?? {}).map(([field, after]) => ({ group, field, before: before.get(`${group}.${field}`) ?? null, after })),
  );
}

/**
 * §4.2 step 5 onboarding V2, by the store's owner: three steps saved one by one (each checked in full before
 * anything is written), then a submission, which enters the review queue (kind ONBOARDING) and locks the steps.
 * Staff approve it (postliveStatus APPROVED: the store goes live, its pickup point and profile written) or send it
 * back (NEED_REVISION, a reason per field, each noted step back until it is saved again); the sessions of the store's people
 * are reloaded at each decision so the routing of §4.2 sees it at once.
 */
export class OnboardingService {
  constructor(
    private readonly repository: OnboardingRepository,
    private readonly sessions: SessionService,
    private readonly reviews: StoreReviews,
    private readonly profiles: StoreProfiles,
    private readonly clock: Clock,
  ) {
    reviews.handle('ONBOARDING', {
      noteKeys: onboardingNoteKeys,
      approve: (tx, review) => this.approve(tx, review),
      decline: (tx, review) => new OnboardingRepository(tx).requestRevision(review.storeCode, review.notes as Record<string, string>, this.clock.now()),
    });
  }

  async provinces(countryCode: string): Promise<Province[]> {
    return this.repository.provincesOf(countryCode.toUpperCase());
  }

  async state(current: ResolvedSession): Promise<OnboardingState> {
    const store = await this.ownStore(current);
    return stateOf(store, await this.repository.onboarding(store.code), await this.reviews.latest(store.code, 'ONBOARDING'));
  }

  async saveStoreDetails(current: ResolvedSession, raw: StoreDetails): Promise<OnboardingState> {
    const store = await this.openStore(current);
    const problems = storeDetailsProblems(raw);
    if (Object.keys(problems).length > 0) throw fieldError(problems);
    const values = normalizeStoreDetails(raw);
    if (await this.repository.storeNameTaken(values.storeName, store.code)) throw fieldError({ storeName: 'TAKEN' });
    return this.save(store, 'STORE_DETAILS', values);
  }

  async savePickupAddress(current: ResolvedSession, raw: PickupAddress): Promise<OnboardingState> {
    const store = await this.openStore(current);
    const known = new Set((await this.repository.provincesOf('ID')).map((province) => province.code));
    const problems = pickupAddressProblems(raw, (code) => known.has(code));
    if (Object.keys(problems).length > 0) throw fieldError(problems);
    return this.save(store, 'PICKUP_ADDRESS', normalizePickupAddress(raw));
  }

  async saveDocuments(current: ResolvedSession, raw: OnboardingDocuments): Promise<OnboardingState> {
    const store = await this.openStore(current);
    const problems = documentsProblems(raw);
    if (Object.keys(problems).length > 0) throw fieldError(problems);
    return this.save(store, 'DOCUMENTS', normalizeDocuments(raw));
  }

  async submit(current: ResolvedSession): Promise<OnboardingState> {
    const store = await this.openStore(current);
    const row = await this.repository.onboarding(store.code);
    const state = stateOf(store, row);
    if (nextOnboardingStep(state.steps) !== null || !state.storeDetails || !state.pickupAddress || !state.documents) {
      throw AppError.withValue('ONBOARDING_INCOMPLETE', { steps: state.steps.filter((step) => !step.completed).map((step) => step.step) });
    }
    const previous = await this.reviews.latest(store.code, 'ONBOARDING');
    const opened = await this.reviews.open({
      kind: 'ONBOARDING',
      storeCode: store.code,
      submittedBy: current.userId,
      changes: submissionChanges(state, previous),
    });
    if (!opened) throw new AppError('ONBOARDING_IN_REVIEW');
    await this.repository.markSubmitted(store.code, this.clock.now());
    for (const userId of await this.repository.memberIds(store.code)) await this.sessions.reloadAllForUser(userId);
    return this.state(current);
  }

  /** §7 postlive/download: the store's onboarding review (submission and decision) as a PDF. */
  async postliveDocument(current: ResolvedSession, id: string, language: PageLanguage): Promise<Uint8Array> {
    const code = current.session.mode?.type === 'STORE' ? current.session.mode.code : null;
    const document = code ? await this.reviews.document(code, 'ONBOARDING', id, language) : null;
    if (!document) throw new AppError('POSTLIVE_DOCUMENT_NOT_FOUND');
    return document;
  }

  /** Staff approved the submission: the store goes live with what it submitted, in the decision's transaction. */
  private async approve(tx: Transaction, review: StoreReviewRow): Promise<string[]> {
    const repository = new OnboardingRepository(tx);
    const store = await repository.store(review.storeCode);
    const row = await repository.onboarding(review.storeCode);
    const state = store ? stateOf(store, row) : null;
    if (!state?.storeDetails || !state.pickupAddress || !state.documents) throw new AppError('STORE_REVIEW_DECISION_NOT_ALLOWED');
    const at = this.clock.now();
    const userIds = await repository.approve({
      storeCode: review.storeCode,
      storeDetails: state.storeDetails,
      pickupAddress: state.pickupAddress,
      documents: state.documents,
      at,
    });
    await this.profiles.adoptOnboarding(
      tx,
      review.storeCode,
      {
        description: state.storeDetails.description,
        contactPhone: state.storeDetails.phoneNumber,
        contactEmail: null,
        // Onboarding asks no legal form: a person until the seller asks for another.
        businessType: 'INDIVIDUAL',
        npwpNumber: state.documents.npwpNumber,
        ownerName: state.documents.ownerName,
        ownerKtpNumber: state.documents.ktpNumber,
      },
      at,
    );
    return userIds;
  }

  private async save(store: StoreRow, step: OnboardingStep, values: unknown): Promise<OnboardingState> {
    await this.repository.saveStep(store.code, columnOf[step], step, values, this.clock.now());
    return stateOf(store, await this.repository.onboarding(store.code), await this.reviews.latest(store.code, 'ONBOARDING'));
  }

  /** §6 the onboarding is the owner's: a STORE session of a store the caller owns. */
  private async ownStore(current: ResolvedSession): Promise<StoreRow> {
    const code = current.session.mode?.type === 'STORE' ? current.session.mode.code : null;
    if (!code || !current.session.customFields.isOwner) throw new AppError('PE403001');
    const store = await this.repository.store(code);
    if (!store) throw new AppError('PE403001');
    if (store.onboardingFlow !== 'V2') throw new AppError('ONBOARDING_NOT_OPEN');
    return store;
  }

  private async openStore(current: ResolvedSession): Promise<StoreRow> {
    const store = await this.ownStore(current);
    if (!isOnboardingOpen(store)) throw new AppError('ONBOARDING_NOT_OPEN');
    // A submission waiting for review is what staff read: it stays as it was sent until they decide.
    if (await this.reviews.hasWaiting(store.code, 'ONBOARDING')) throw new AppError('ONBOARDING_IN_REVIEW');
    return store;
  }
}
