// The stored designations, parties and wards, which a person's selects offer and a person's
// rules check against; loaded only for the kinds that name them.
import { useEffect, useState } from "react";
import type { Designation, Party, Wards } from "../../../generated/content";
import type { References } from "../../../lib/content-rules";
import { listItems } from "./content-api";
import type { Choices } from "./editor-context";

/** The kinds whose items name designations, parties, wards or zones. */
const NAMING_KINDS = new Set(["people"]);

export type ChoicesState = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; choices: Choices };

const NONE: ChoicesState = { status: "ready", choices: { designations: [], parties: [] } };

export function useChoices(kind: string, attempt: number): ChoicesState {
  const needed = NAMING_KINDS.has(kind);
  const [state, setState] = useState<ChoicesState>(needed ? { status: "loading" } : NONE);
  useEffect(() => {
    if (!needed) return;
    const abort = new AbortController();
    setState({ status: "loading" });
    Promise.all([
      listItems("designations", abort.signal),
      listItems("parties", abort.signal),
      listItems("wards", abort.signal),
    ]).then(
      ([designations, parties, wards]) =>
        setState({
          status: "ready",
          choices: {
            designations: designations as unknown as Designation[],
            parties: parties as unknown as Party[],
            wards: wards[0] as unknown as Wards | undefined,
          },
        }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ status: "failed", error });
      },
    );
    return () => abort.abort();
  }, [needed, attempt]);
  return state;
}

/** What the rules need of the choices: the ids and the wards, when they are known. */
export function referencesOf(kind: string, choices: Choices): References {
  if (!NAMING_KINDS.has(kind)) return {};
  return {
    designations: choices.designations.map((d) => d.id),
    parties: choices.parties.map((p) => p.id),
    // The wards document as its type has it, without the fields the store adds.
    wards: choices.wards && { zones: choices.wards.zones, wards: choices.wards.wards },
  };
}
