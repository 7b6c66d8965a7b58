import {
  documentsProblems,
  nextOnboardingStep,
  normalizeDocuments,
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
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { ResolvedSession, SessionService } from '../session';
import type { OnboardingRepository, OnboardingRow, StepColumn, StoreRow } from './repository';

const columnOf: Record<OnboardingStep, StepColumn> = { STORE_DETAILS: 'storeDetails', PICKUP_ADDRESS: 'pickupAddress', DOCUMENTS: 'documents' };

function fieldError(fields: FieldProblems): AppError {
  return AppError.withValue('ONBOARDING_FIELD_INVALID', { fields });
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}

/** Whether the store is in onboarding V2 and not live yet: only then may its steps change. */
export function isOnboardingOpen(store: Pick<StoreRow, 'onboardingFlow' | 'postliveStatus'>): boolean {
  return store.onboardingFlow === 'V2' && store.postliveStatus !== 'APPROVED';
}

export function stateOf(store: StoreRow, row: OnboardingRow | null): OnboardingState {
  const notes = (row?.revisionNotes ?? {}) as Partial<Record<OnboardingStep, string>>;
  return {
    storeCode: store.code,
    storeName: store.name,
    onboardingStatus: store.onboardingStatus,
    postliveStatus: store.postliveStatus,
    steps: onboardingSteps.map((step) => ({ step, completed: Boolean(row?.[columnOf[step]]) && !notes[step], revisionNote: notes[step] ?? null })),
    storeDetails: (row?.storeDetails as StoreDetails | null) ?? null,
    pickupAddress: (row?.pickupAddress as PickupAddress | null) ?? null,
    documents: (row?.documents as OnboardingDocuments | null) ?? null,
  };
}

/**
 * §4.2 step 5 onboarding V2, by the store's owner: three steps saved one by one (each checked in full before
 * anything is written), then a submission. In the demo the review is automatic: a submission with every step
 * saved is approved at once (postliveStatus APPROVED) and the store goes live; the sessions of its people are
 * reloaded so the routing of §4.2 sees it at once. A review asking for changes (NEED_REVISION, revision notes per
 * step, written by the marketplace's staff) sends the noted steps back until each is saved again.
 */
export class OnboardingService {
  constructor(
    private readonly repository: OnboardingRepository,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  async provinces(countryCode: string): Promise<Province[]> {
    return this.repository.provincesOf(countryCode.toUpperCase());
  }

  async state(current: ResolvedSession): Promise<OnboardingState> {
    const store = await this.ownStore(current);
    return stateOf(store, await this.repository.onboarding(store.code));
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
    let userIds: string[];
    try {
      userIds = await this.repository.approve({
        storeCode: store.code,
        storeDetails: state.storeDetails,
        pickupAddress: state.pickupAddress,
        documents: state.documents,
        at: this.clock.now(),
      });
    } catch (error) {
      // Another store took the name since the details were saved.
      if (isUniqueViolation(error)) throw fieldError({ storeName: 'TAKEN' });
      throw error;
    }
    for (const userId of userIds) await this.sessions.reloadAllForUser(userId);
    return this.state(current);
  }

  private async save(store: StoreRow, step: OnboardingStep, values: unknown): Promise<OnboardingState> {
    await this.repository.saveStep(store.code, columnOf[step], step, values, this.clock.now());
    return stateOf(store, await this.repository.onboarding(store.code));
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
    return store;
  }
}
