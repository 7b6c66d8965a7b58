import { preloadFeatureSlots } from '@seller-portal/app-runtime';
import { mountedFeatures } from './modules';

/** The mounted features' `samePass` shell slots (new orders, the chat connection, the ID-verification modal), loaded with the shell's frame. */
export function preloadShellSlots(): Promise<void> {
  return preloadFeatureSlots(mountedFeatures, 'shell');
}
