import type { ErrorViewKind } from './ErrorView';

const accents: Record<ErrorViewKind, string> = {
  notFound: 'var(--sp-color-primary)',
  forbidden: 'var(--sp-color-danger)',
  maintenance: 'var(--sp-color-accent)',
  serverError: 'var(--sp-color-accent)',
  updateApp: 'var(--sp-color-primary)',
  timeout: 'var(--sp-color-warning)',
};

function Symbol({ kind }: { kind: ErrorViewKind }) {
  switch (kind) {
    case 'forbidden':
      return (
        <g>
          <rect x="84" y="70" width="52" height="40" rx="6" fill="currentColor" />
          <path d="M94 70v-10a16 16 0 0 1 32 0v10" fill="none" stroke="currentColor" strokeWidth="7" />
          <circle cx="110" cy="88" r="5" fill="#fff" />
          <path d="M110 92v8" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </g>
      );
    case 'maintenance':
    case 'serverError':
      return (
        <g fill="none" stroke="currentColor" strokeWidth="7" strokeLinecap="round">
          <path d="M90 110 126 74" />
          <path d="M120 56a16 16 0 0 0 20 20l-8 8-12-4-4-12Z" fill="currentColor" strokeWidth="4" />
          <circle cx="88" cy="112" r="6" fill="currentColor" stroke="none" />
        </g>
      );
    case 'updateApp':
      return (
        <g>
          <rect x="90" y="46" width="40" height="68" rx="7" fill="none" stroke="currentColor" strokeWidth="6" />
          <path d="M110 64v28m-11-11 11 11 11-11" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      );
    case 'timeout':
      return (
        <g fill="none" stroke="currentColor" strokeWidth="7" strokeLinecap="round">
          <circle cx="110" cy="84" r="30" />
          <path d="M110 68v16l11 8" />
        </g>
      );
    default:
      return (
        <g fill="none" stroke="currentColor" strokeWidth="7" strokeLinecap="round">
          <circle cx="104" cy="78" r="22" />
          <path d="m120 94 18 18" />
          <path d="M97 71l14 14m0-14-14 14" strokeWidth="5" />
        </g>
      );
  }
}

/** Simple inline illustration so the error pages need no image request. */
export function ErrorIllustration({ kind, className }: { kind: ErrorViewKind; className?: string }) {
  return (
    <svg viewBox="0 0 220 150" className={className} aria-hidden="true" focusable="false" style={{ color: accents[kind] }}>
      <ellipse cx="110" cy="134" rx="78" ry="8" fill="var(--sp-color-neutral-200)" />
      <circle cx="110" cy="80" r="56" fill="var(--sp-color-primary-subtle)" />
      <circle cx="46" cy="40" r="6" fill="var(--sp-color-accent-subtle)" />
      <circle cx="178" cy="56" r="9" fill="var(--sp-color-accent-subtle)" />
      <Symbol kind={kind} />
    </svg>
  );
}
