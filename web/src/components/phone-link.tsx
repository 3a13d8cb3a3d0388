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
