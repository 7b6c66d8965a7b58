// A list's saved views (the order list's, the product list's), an entry point of its own
// (`@seller-portal/app-runtime/saved-views`): it needs TanStack Query's runtime, which /sign-in's first load must not carry.
export { useSavedViews, type SavedViewCalls, type SavedViewsOptions, type SavedViewsState } from './saved-views/use-saved-views';
