// The item the editor opens: read from the store (as staff see it), or a new one.
import { useEffect, useState } from "react";
import { ApiError } from "../../../lib/api";
import { useSession } from "../session";
import { readItem, type StoredItem } from "./content-api";
import type { KindSpec } from "./schema";
import { emptyItem, type Fields } from "./values";

export type ItemState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "failed"; error: unknown }
  | { status: "ready"; item: Fields; stored?: StoredItem };

/** The item `id` of the kind (a document's id is its kind), or a new one for `new`. */
export function useItem(spec: KindSpec, id: string, attempt: number): ItemState {
  const { expired } = useSession();
  const isNew = id === "new" && spec.shape === "collection";
  const [state, setState] = useState<ItemState>(() =>
    isNew ? { status: "ready", item: emptyItem(spec.fields) } : { status: "loading" },
  );
  useEffect(() => {
    if (isNew) return;
    let live = true;
    setState({ status: "loading" });
    readItem(spec.kind, id).then(
      (stored) => live && setState({ status: "ready", item: stored, stored }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) expired();
        else if (error instanceof ApiError && error.status === 404) setState({ status: "missing" });
        else setState({ status: "failed", error });
      },
    );
    return () => {
      live = false;
    };
  }, [spec.kind, id, isNew, attempt, expired]);
  return state;
}
