// FlexSearch's Document index: forward tokenizer and the default encoder for the texts, the
// exact encoder with the full tokenizer for phone numbers (the default encoder folds repeated
// digits and splits numbers into triplets).
import { Charset, Document } from "flexsearch";
import type { Engine } from "./engine";

interface Doc {
  id: string;
  text: string;
  phone: string;
  [key: string]: string;
}

export const engine: Engine = {
  name: "FlexSearch",
  settings:
    'Document: text (all texts of the record) tokenize "forward", default encoder; phone tokenize "full", Charset.Exact; search merge: true, limit: all',
  build(records) {
    const index = new Document<Doc>({
      document: {
        id: "id",
        index: [
          { field: "text", tokenize: "forward" },
          { field: "phone", tokenize: "full", encoder: Charset.Exact },
        ],
      },
    });
    for (const r of records) {
      index.add({ id: r.id, text: r.record.text.join(" "), phone: (r.record.phones ?? []).join(" ") });
    }
    const limit = records.length;
    return {
      search: (query) => index.search(query, { merge: true, limit }).map((hit) => String(hit.id)),
    };
  },
};
