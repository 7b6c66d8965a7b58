import type { Session, SessionMenu, SessionModeType } from '@seller-portal/contracts/core';

export interface ChosenMode {
  type: SessionModeType;
  /** The store code in STORE mode, otherwise null. */
  code: string | null;
}

export interface UserProfile {
  id: string;
  username: string;
  displayName: string;
  needVerification: boolean;
  canaryFlag: boolean;
  isPhoneNumberVerified: boolean;
  isEmailVerified: boolean;
}

export interface UserModeRow {
  modeType: SessionModeType;
  whitelistedPagePathPatterns: string[];
}

export interface MembershipRow {
  storeCode: string;
  isOwner: boolean;
}

export interface StoreRow {
  code: string;
  name: string;
  channelId: string;
  businessTypes: string[];
  onboardingFlow: string | null;
  onboardingStatus: string | null;
  postliveStatus: string | null;
  fraudStatus: string | null;
  identityPhotoVerificationDeadline: Date | null;
  modeState: string | null;
}

export interface MenuRow {
  code: string;
  parentCode: string | null;
  nameKey: string;
  url: string | null;
  module: string | null;
  /** Shown when the session holds any of these (or the list is empty). */
  requiredAccessibilities: string[];
  position: number;
}

export interface SessionParts {
  user: UserProfile;
  modes: UserModeRow[];
  memberships: MembershipRow[];
  mode: ChosenMode | null;
  /** The store of a STORE mode. */
  store: StoreRow | null;
  accessibilityCodes: string[];
  pickupPoints: { code: string; name: string }[];
  menus: MenuRow[];
  signInMethod: string;
}

const modeOrder: Record<SessionModeType, number> = { STORE: 0, INTERNAL: 1, VENDOR: 2 };

/** §1/§4.2: more than one mode (amphibi) or more than one store to work in. */
export function isSwitchable(modes: readonly { modeType: SessionModeType }[], memberships: readonly MembershipRow[]): boolean {
  const hasStoreMode = modes.some((m) => m.modeType === 'STORE');
  return modes.length > 1 || (hasStoreMode && memberships.length > 1);
}

/** The mode a new session starts in; null makes a switchable user choose first (§4.2 step 1). */
export function initialMode(modes: readonly { modeType: SessionModeType }[], memberships: readonly MembershipRow[]): ChosenMode | null {
  if (modes.length !== 1 || isSwitchable(modes, memberships)) return null;
  const type = modes[0].modeType;
  if (type !== 'STORE') return { type, code: null };
  return { type, code: memberships[0]?.storeCode ?? null };
}

/** §3 menus: the rows the session may see, as a tree (parents without a url show only with visible subs). */
export function buildMenus(rows: readonly MenuRow[], heldCodes: ReadonlySet<string>): { menus: SessionMenu[]; modules: string[] } {
  const visible = rows
    .filter((row) => row.requiredAccessibilities.length === 0 || row.requiredAccessibilities.some((code) => heldCodes.has(code)))
    .sort((a, b) => a.position - b.position || a.code.localeCompare(b.code));
  const modules = new Set<string>();

  const build = (parentCode: string | null): SessionMenu[] =>
    visible
      .filter((row) => row.parentCode === parentCode)
      .flatMap((row): SessionMenu[] => {
        const subs = build(row.code);
        if (!row.url && subs.length === 0) return [];
        if (row.module) modules.add(row.module);
        const menu: SessionMenu = { code: row.code, name: row.nameKey };
        if (row.url) menu.url = row.url;
        if (subs.length > 0) menu.subs = subs;
        return [menu];
      });

  const menus = build(null);
  return { menus, modules: [...modules].sort() };
}

/** The §3 Session value (contracts `Session`) from the rows that make it up. */
export function buildSessionValue(parts: SessionParts): Session {
  const { user, mode, store } = parts;
  const held = new Set(parts.accessibilityCodes);
  const { menus, modules } = mode ? buildMenus(parts.menus, held) : { menus: [], modules: [] };
  const membership = mode?.type === 'STORE' ? parts.memberships.find((m) => m.storeCode === mode.code) : undefined;
  const modeRow = mode ? parts.modes.find((m) => m.modeType === mode.type) : undefined;

  return {
    username: user.username,
    userId: user.id,
    mode: mode ? { type: mode.type, code: mode.code, state: mode.type === 'STORE' ? (store?.modeState ?? null) : null } : null,
    modes: parts.modes.map((m) => m.modeType).sort((a, b) => modeOrder[a] - modeOrder[b]),
    switchableMode: isSwitchable(parts.modes, parts.memberships),
    modules,
    menus,
    accessibilities: [...held].sort().map((code) => ({ code })),
    pickupPoints: mode?.type === 'STORE' ? parts.pickupPoints : [],
    customFields: {
      channelId: store?.channelId ?? 'Web',
      whitelistedPagePathPatterns: modeRow?.whitelistedPagePathPatterns ?? [],
      businessTypes: store?.businessTypes ?? [],
      onboardingStatus: store?.onboardingStatus ?? null,
      onboardingFlow: store?.onboardingFlow ?? null,
      postliveStatus: store?.postliveStatus ?? null,
      isSignInUsingSso: parts.signInMethod !== 'PASSWORD',
      fraudStatus: store?.fraudStatus ?? null,
      isOwner: membership?.isOwner ?? false,
      identityPhotoVerificationDeadline: store?.identityPhotoVerificationDeadline?.getTime() ?? null,
      needVerification: user.needVerification,
      canaryFlag: user.canaryFlag,
      isPhoneNumberVerified: user.isPhoneNumberVerified,
      isEmailVerified: user.isEmailVerified,
      storeName: store?.name ?? null,
      displayName: user.displayName,
    },
  };
}
