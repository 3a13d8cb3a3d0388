import type { PageProps } from "../../app/page-props";

/** Built by its feature's issue; until then the page shows its heading only. */
export function PressPage(_props: PageProps) {
  return null;
}
