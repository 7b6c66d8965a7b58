// A module of its own: the layout rule's chunk and the server take it, the first page (which holds config.ts) does not.
/**
 * §2.8 the paths the bottom navbar shows on when the config does not list them: every page the bar links to
 * (home, orders, chat, products) and onboarding, so the bar stays put as the seller moves between its pages.
 */
export const defaultBottomNavbarPaths: readonly string[] = ['/dashboard', '/onboarding-v2', '/order-list', '/conversations', '/external/product/active/all'];
