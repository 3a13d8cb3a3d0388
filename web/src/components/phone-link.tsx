import type { ReactNode } from "react";
import { telUri } from "../lib/wasm";

/** A phone number as printed, dialling on tap when wasm-core recognises it as one. */
export function PhoneLink({ number, className }: { number: string; className?: string }) {
  const href = telUri(number);
  return href ? (
    <a href={href} className={className}>
      {number}
    </a>
  ) : (
    <span className={className}>{number}</span>
  );
}

/** What may be a phone number inside a text: digits, with spaces, hyphens and brackets between. */
const NUMBER_LIKE = /\+?\d[\d ()-]*\d/g;

/** `text` with each phone number in it that wasm-core recognises a link that dials it. */
export function TextWithPhoneLinks({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const found of text.matchAll(NUMBER_LIKE)) {
    const href = telUri(found[0].trim());
    if (!href) continue;
    parts.push(
      text.slice(from, found.index),
      <a key={found.index} href={href}>
        {found[0]}
      </a>,
    );
    from = found.index + found[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}
