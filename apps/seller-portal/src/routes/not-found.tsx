import type { RouteHandle } from '@seller-portal/app-runtime';
import { ShellErrorView } from '@seller-portal/shell';
import { Container } from '@seller-portal/ui';

/** §8 'Page not found' inside the chrome: unknown paths and the paths of modules that are not built yet. */
export function NotFound() {
  return (
    <Container>
      <ShellErrorView code={404} />
    </Container>
  );
}

export const Component = NotFound;
// Anyone may see that a page does not exist; visitors get the public action header to sign in from there.
export const handle: RouteHandle = { meta: { public: true, publicActionHeader: true, resetScroll: true } };
