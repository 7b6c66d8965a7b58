import { createContext, type ComponentType, type ReactNode } from 'react';

/** What closes the surrounding dialog, provided by the dialog once its view has loaded. */
export const DialogCloseContext = createContext<ComponentType<{ children: ReactNode }> | null>(null);
