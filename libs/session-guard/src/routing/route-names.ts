/** Named routes of the shell (§2.3 names the chat routes); `publicRedirect` may name one of them (§2.6). */
export const routePaths = {
  home: '/',
  signIn: '/sign-in',
  dashboard: '/dashboard',
  conversations: '/conversations',
  conversationsActiveRoom: '/conversations/:customerId',
  conversationReviewReminder: '/conversations/review-reminder',
  conversationsSettings: '/conversations/setting',
  conversationsRouting: '/conversations/routing/:type',
  onboarding: '/onboarding-v2',
  learningNews: '/learning/news',
  learningGuide: '/learning/guide',
  learningSearch: '/learning/search',
} as const;

export type RouteName = keyof typeof routePaths;

/** The path of a named route with its parameters filled in (encoded). */
export function pathOf(name: RouteName, params: Record<string, string> = {}): string {
  return routePaths[name].replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** A route name or a path: names resolve through `routePaths`; an unknown name is the root path (§2.9). */
export function resolveRouteTarget(nameOrPath: string): string {
  if (nameOrPath.startsWith('/')) return nameOrPath;
  return (routePaths as Record<string, string>)[nameOrPath] ?? routePaths.home;
}
