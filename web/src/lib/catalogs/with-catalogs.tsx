import { use, type ReactNode } from "react";
import type { Lang } from "../wasm";
import { catalogsReady } from "./load";
import type { CatalogPart } from "./parts";

/** Renders `children` once `parts` of each of `langs` are there (suspends until then; none when
 * `langs` is empty). A component with no hooks of its own, so that which downloads it waits for
 * may change from one render to the next: React allows that for `use`, not between hooks. */
export function WithCatalogs({
  langs,
  parts,
  children,
}: {
  langs: readonly Lang[];
  parts: readonly CatalogPart[];
  children: ReactNode;
}) {
  for (const lang of langs) use(catalogsReady(lang, parts));
  return children;
}
