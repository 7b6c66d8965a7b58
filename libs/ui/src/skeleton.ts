// Placeholders in the shape of what a page is loading, an entry point of its own (`@seller-portal/ui/skeleton`):
// the first page has nothing to load, and a module it imports is merged into its entry whole.
export { Skeleton, SkeletonGroup, type SkeletonProps, type SkeletonGroupProps } from './components/skeleton/Skeleton';
