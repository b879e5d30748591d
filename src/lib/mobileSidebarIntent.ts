/**
 * Whether the visitor has shown intent to open the mobile navigation: the
 * toggle was hovered, focused or pressed. Shared by the two swizzles of
 * src/theme/Navbar/MobileSidebar, which must not import each other.
 */
import {useSyncExternalStore} from 'react';

let wanted = false;
const listeners = new Set<() => void>();

export function signalMobileSidebarIntent(): void {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False on the server and until the first intent; then true for the rest of the visit. */
export function useMobileSidebarIntent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
