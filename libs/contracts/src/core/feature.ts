import type { CallAccess } from './calls';
import type { Session } from './session';
import type { AccessibilityCode, SessionModeType } from './vocabulary';

/**
 * Who may use a feature or one of its parts (§6), in the one shape web and server read: the session's mode and the
 * accessibility codes it must hold. `{}` is any signed-in session, with or without a mode chosen.
 */
export interface Access {
  /** The session mode it needs; absent: any. */
  readonly mode?: SessionModeType;
  /** Codes the session must hold, every one. */
  readonly codes?: readonly AccessibilityCode[];
  /** Codes of which the session must hold one at least (a feature several codes open: chat's reading and writing). */
  readonly anyOfCodes?: readonly AccessibilityCode[];
}

/** Whether a session may use what `access` guards (§6): its mode, every one of `codes` and one of `anyOfCodes`. */
export function holdsAccess(session: Pick<Session, 'mode' | 'accessibilities'>, access: Access): boolean {
  if (access.mode && session.mode?.type !== access.mode) return false;
  const held = new Set(session.accessibilities.map((accessibility) => accessibility.code));
  if (access.codes?.some((code) => !held.has(code))) return false;
  if (access.anyOfCodes?.length && !access.anyOfCodes.some((code) => held.has(code))) return false;
  return true;
}

/**
 * The access of a part of a feature (a page, a call, a menu entry): the part's own codes in place of the feature's,
 * in the feature's mode unless the part names another. Without one, the feature's.
 */
export function partAccess(feature: Access, part: Access | undefined): Access {
  if (!part) return feature;
  const mode = part.mode ?? feature.mode;
  return { ...(mode && { mode }), ...(part.codes && { codes: part.codes }), ...(part.anyOfCodes && { anyOfCodes: part.anyOfCodes }) };
}

/**
 * Whether every session `narrow` admits is one `wide` admits too (a server call of a feature is never open to a
 * session its pages are closed to, and the other way round for the page's own calls).
 */
export function impliesAccess(narrow: Access, wide: Access): boolean {
  if (wide.mode && narrow.mode !== wide.mode) return false;
  const codes = new Set(narrow.codes);
  if (wide.codes?.some((code) => !codes.has(code))) return false;
  if (wide.anyOfCodes?.length) {
    const anyOf = new Set(wide.anyOfCodes);
    const viaCodes = narrow.codes?.some((code) => anyOf.has(code)) ?? false;
    const viaAnyOf = narrow.anyOfCodes?.length ? narrow.anyOfCodes.every((code) => anyOf.has(code)) : false;
    if (!viaCodes && !viaAnyOf) return false;
  }
  return true;
}

/** The groups of the session menus (§3): an entry with a `group` shows under it; a group shows while one of its entries does. */
const menuGroups = {
  finance: { labelKey: 'menu.finance', position: 50 },
  promotion: { labelKey: 'menu.promotion', position: 60 },
  store: { labelKey: 'menu.store', position: 70 },
} as const;
export type MenuGroup = keyof typeof menuGroups;

/** An entry of the session menus (§3), served by the server to the sessions its access opens. */
export interface MenuEntry {
  /** The menu's code, unique within its mode. */
  readonly code: string;
  /** The shared texts' key (`common:menu.<key>`). */
  readonly labelKey: `menu.${string}`;
  readonly to: string;
  /** Its place: entries (and groups) sort by it. */
  readonly position: number;
  readonly group?: MenuGroup;
  /** The modes whose menus list it: its access's mode, else its feature's, else every mode. */
  readonly modes?: readonly SessionModeType[];
  /** Its own access in place of the feature's (see `partAccess`). */
  readonly access?: Access;
}

/** The icons the bottom navbar draws (the shell's). */
export const bottomNavIcons = ['home', 'orders', 'chat', 'products'] as const;
export type BottomNavIcon = (typeof bottomNavIcons)[number];

/** An item of the §2.8 bottom navbar (a STORE session's, on phones): its label is the shell's `bottomNav.<key>`. */
export interface BottomNavItem {
  readonly key: string;
  readonly to: string;
  readonly icon: BottomNavIcon;
  readonly position: number;
  /** The count over its corner: the rooms with unread messages. */
  readonly badge?: 'unread-chats';
  readonly access?: Access;
}

/** A dashboard shortcut (§2.5): `common:menu.<labelKey>` when the shared texts have it, else the dashboard's `shortcuts.<labelKey>`. */
export interface DashboardShortcut {
  readonly labelKey: string;
  readonly to: string;
  readonly position: number;
  readonly access?: Access;
}

/** The figures the dashboard (and the phone's balances bar) knows how to draw; a feature declares the ones that lead to it. */
export const dashboardTileNames = ['orders-to-ship', 'chats-waiting', 'rating', 'ads-balance', 'wallet-balance'] as const;
export type DashboardTileName = (typeof dashboardTileNames)[number];

/** A figure of the dashboard, a link to the feature's page behind it. */
export interface DashboardTile {
  readonly name: DashboardTileName;
  readonly to: string;
  readonly access?: Access;
}

/** The apps a feature can be mounted in. */
export const featureApps = ['portal', 'console'] as const;
export type FeatureApp = (typeof featureApps)[number];

/**
 * A feature as web and server both know it (Backstage's plugin, declared as data): its name, the page paths it serves,
 * who may use it, and where it shows (session menus, bottom navbar, dashboard shortcuts and figures). The web manifest
 * of its library adds the pages and the always-on parts; the server's routes of the feature take their access from it.
 */
export interface FeatureDeclaration {
  readonly kind: 'feature';
  /** One name: the library's and the server module's, where the spec's paths allow. */
  readonly name: string;
  /** The page paths it serves ('/conversations' serves '/conversations' and everything below it). */
  readonly prefixes: readonly string[];
  readonly access: Access;
  /** The apps it is mounted in. */
  readonly apps: readonly FeatureApp[];
  readonly menu?: readonly MenuEntry[];
  readonly bottomNav?: readonly BottomNavItem[];
  readonly shortcuts?: readonly DashboardShortcut[];
  readonly tiles?: readonly DashboardTile[];
  /** The access of the feature's parts that need other codes than the feature (writing, deleting, a second page). */
  readonly actions?: Readonly<Record<string, Access>>;
}

/** Declares a feature: the declaration, marked so the lists of features can be gathered from a module's exports. */
export function declareFeature<const T extends Omit<FeatureDeclaration, 'kind'>>(declaration: T): T & { readonly kind: 'feature' } {
  return { kind: 'feature', ...declaration };
}

export function isFeatureDeclaration(value: unknown): value is FeatureDeclaration {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'feature';
}

/** The access of a feature's action (`actions`), or of the feature itself. */
export function accessOf<F extends Pick<FeatureDeclaration, 'access' | 'actions'>>(feature: F, action?: keyof NonNullable<F['actions']> & string): Access {
  if (action === undefined) return feature.access;
  const access = feature.actions?.[action];
  if (!access) throw new Error(`No action ${action} is declared`);
  return partAccess(feature.access, access);
}

/**
 * §6 "child modules are exposed according to the session's modules list": the server lists in `modules` the features
 * whose session-menu entries it shows the session (`sessionMenusOf`: an entry of the session's mode whose codes it
 * holds). A feature the server would list by those rules and did not is closed to the session (its pages 403, its
 * links, bottom navbar items and always-on parts gone), so the server's menus switch a feature off for a mode in one
 * place. A feature with no such entry (no menu, or none of its entries open to the session: a products reviewer
 * without the products code) is not a child module of the session's menus: its access alone decides. Without a mode,
 * or with no modules listed at all (a session value of a test; the server lists at least the dashboard of a store),
 * nothing is closed. The caller checks the access itself.
 */
export function listsFeature(
  session: Pick<Session, 'mode' | 'accessibilities'> & { readonly modules?: readonly string[] },
  feature: Pick<FeatureDeclaration, 'name' | 'access' | 'menu'>,
): boolean {
  const mode = session.mode?.type;
  if (!mode || !session.modules?.length) return true;
  const held = new Set(session.accessibilities.map((accessibility) => accessibility.code));
  const expected = (feature.menu ?? []).some((entry) => {
    const access = partAccess(feature.access, entry.access);
    const modes = entry.modes ?? (access.mode ? [access.mode] : sessionModeList);
    const anyOf = access.codes ?? access.anyOfCodes ?? [];
    return modes.includes(mode) && (anyOf.length === 0 || anyOf.some((code) => held.has(code)));
  });
  return !expected || session.modules.includes(feature.name);
}

/** A row of the §3 session menus as the server keeps them: shown to a session of its mode holding one of `anyOf` (or any, when empty). */
export interface SessionMenuDefinition {
  code: string;
  /** The shared texts' key (`menu.*`). */
  name: string;
  url?: string;
  /** The feature it leads to. */
  module?: string;
  anyOf: AccessibilityCode[];
  position: number;
  subs?: SessionMenuDefinition[];
}

/**
 * The §3 session menus of every mode from the features' declarations: each entry in the modes its access names (its
 * feature's, or `modes`), under its group, by position. An entry's codes must be one code or any-of codes (the menus
 * keep any-of); the group of entries shows while one of them does.
 */
export function sessionMenusOf(features: readonly FeatureDeclaration[]): Record<SessionModeType, SessionMenuDefinition[]> {
  const byMode: Record<SessionModeType, SessionMenuDefinition[]> = { STORE: [], INTERNAL: [], VENDOR: [] };
  for (const feature of features) {
    for (const entry of feature.menu ?? []) {
      const access = partAccess(feature.access, entry.access);
      if ((access.codes?.length ?? 0) > 1) throw new Error(`Menu ${entry.code} of ${feature.name}: one code, or any-of codes`);
      const modes = entry.modes ?? (access.mode ? [access.mode] : sessionModeList);
      const row: SessionMenuDefinition = {
        code: entry.code,
        name: entry.labelKey,
        url: entry.to,
        module: feature.name,
        anyOf: [...(access.codes ?? access.anyOfCodes ?? [])],
        position: entry.position,
      };
      for (const mode of modes) {
        const list = byMode[mode];
        if (!entry.group) {
          list.push(row);
          continue;
        }
        const group = menuGroups[entry.group];
        let parent = list.find((menu) => menu.code === entry.group);
        if (!parent) {
          parent = { code: entry.group, name: group.labelKey, anyOf: [], position: group.position, subs: [] };
          list.push(parent);
        }
        parent.subs?.push(row);
      }
    }
  }
  const sorted = (list: SessionMenuDefinition[]): SessionMenuDefinition[] =>
    list.sort((a, b) => a.position - b.position).map((menu) => (menu.subs ? { ...menu, subs: sorted(menu.subs) } : menu));
  return { STORE: sorted(byMode.STORE), INTERNAL: sorted(byMode.INTERNAL), VENDOR: sorted(byMode.VENDOR) };
}

const sessionModeList: readonly SessionModeType[] = ['STORE', 'INTERNAL', 'VENDOR'];

/** Whether `pathname` is `prefix` or below it, on a segment boundary ('/wallet' is not under '/wall'). */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  const base = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  if (base === '/') return true;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The feature serving a page path: the longest matching prefix wins. */
export function featureServing<F extends Pick<FeatureDeclaration, 'prefixes'>>(features: readonly F[], path: string): F | null {
  const pathname = path.split(/[?#]/)[0];
  let best: { feature: F; length: number } | null = null;
  for (const feature of features) {
    for (const prefix of feature.prefixes) {
      if (isUnderPrefix(pathname, prefix) && (!best || prefix.length > best.length)) best = { feature, length: prefix.length };
    }
  }
  return best?.feature ?? null;
}

/** The feature (and its declared access) behind each call access `featureCallAccess` made, so a route table can be checked against it. */
const callAccessSources = new WeakMap<object, { feature: string; access: Access }>();

/**
 * The access of a feature's calls (or of one of its actions': writing, deleting) in the calls' shape, from its
 * declaration: the pages, menus, call declarations and server routes of a feature read one statement of it.
 */
export function featureCallAccess<F extends FeatureDeclaration>(
  feature: F,
  action?: keyof NonNullable<F['actions']> & string,
): Exclude<CallAccess, { public: true }> {
  const declared = accessOf(feature, action);
  const access = {
    modes: declared.mode ? [declared.mode] : ('any' as const),
    ...(declared.codes && { accessibilities: declared.codes }),
    ...(declared.anyOfCodes && { anyOf: declared.anyOfCodes }),
  };
  callAccessSources.set(access, { feature: feature.name, access: declared });
  return access;
}

/** The feature and declared access behind a call's access, when `featureCallAccess` made it. */
export function featureOfCallAccess(access: object): { feature: string; access: Access } | undefined {
  return callAccessSources.get(access);
}
