import type { ComponentType } from 'react';

/** Places on the dashboard that the app fills with other features' components. */
export interface DashboardSlots {
  /** Above the cards: the announcement banners of the seller's store. */
  Banners?: ComponentType;
}
