// React 18+ ships the hook the shim package provides for older versions.
export { useSyncExternalStore } from 'react';
