// Decorative icons; each sits beside text that names it, so all are hidden from assistive tech.
import type { ReactNode } from "react";
import type { SocialId } from "../config/site";

function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <Icon size={22}>
      <path
        d={open ? "M5 5l14 14M19 5L5 19" : "M3 6h18M3 12h18M3 18h18"}
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </Icon>
  );
}

export function ChevronIcon() {
  return (
    <Icon size={14}>
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </Icon>
  );
}

export function PhoneIcon() {
  return (
    <Icon size={16}>
      <path
        d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z"
        fill="currentColor"
      />
    </Icon>
  );
}

export function MailIcon() {
  return (
    <Icon size={16}>
      <path d="M3 5h18v14H3z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 6l9 7 9-7" fill="none" stroke="currentColor" strokeWidth="2" />
    </Icon>
  );
}

const socialPaths: Record<SocialId, ReactNode> = {
  facebook: <path d="M14 8.5V6.8c0-.8.5-1 .9-1H17V2h-3c-3.3 0-4 2.5-4 4.1v2.4H8V12h2v10h4V12h2.8l.4-3.5z" fill="currentColor" />,
  x: <path d="M4 3h4.6l4 5.6L17.4 3H20l-6.2 7.2L21 21h-4.6l-4.4-6.2L6.6 21H4l6.8-7.8z" fill="currentColor" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.3" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3z" fill="var(--color-topbar, #083b68)" />
    </>
  ),
};

export function SocialIcon({ id }: { id: SocialId }) {
  return <Icon>{socialPaths[id]}</Icon>;
}
