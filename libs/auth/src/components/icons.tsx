import type { ReactNode } from 'react';

/** Step illustrations of the account pages: line icons on a tinted disc, drawn inline (no request). */
function StepIcon({ children }: { children: ReactNode }) {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="28" fill="var(--sp-color-primary-subtle)" />
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" transform="translate(16 16)">
        {children}
      </g>
    </svg>
  );
}

export function ShieldIcon() {
  return (
    <StepIcon>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
      <path d="m9 12 2 2 4-4" />
    </StepIcon>
  );
}

export function MailIcon() {
  return (
    <StepIcon>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </StepIcon>
  );
}

export function KeyIcon() {
  return (
    <StepIcon>
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.3-9.3M16 7l3 3M14 9l2 2" />
    </StepIcon>
  );
}

export function PhoneIcon() {
  return (
    <StepIcon>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </StepIcon>
  );
}

export function StoreIcon() {
  return (
    <StepIcon>
      <path d="M3 9 4.5 3h15L21 9M3 9h18M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v9h14v-9M10 21v-5h4v5" />
    </StepIcon>
  );
}

export function BuildingIcon() {
  return (
    <StepIcon>
      <path d="M4 21V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v17M15 9h4a1 1 0 0 1 1 1v11M2 21h20M8 7h3M8 11h3M8 15h3" />
    </StepIcon>
  );
}

export function TruckIcon() {
  return (
    <StepIcon>
      <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </StepIcon>
  );
}

export function CheckIcon() {
  return (
    <StepIcon>
      <circle cx="12" cy="12" r="10" />
      <path d="m7.5 12 3 3 6-6" />
    </StepIcon>
  );
}

export function ClockIcon() {
  return (
    <StepIcon>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </StepIcon>
  );
}
