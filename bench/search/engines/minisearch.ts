// MiniSearch as its documentation suggests for search-as-you-type, all words required.
import MiniSearch from "minisearch";
import type { Engine } from "./engine";

interface Doc {
  id: string;
  text: string;
  phone: string;
}

/** Every suffix of the digits, so that MiniSearch's prefix search finds any run of them. */
const digitSuffixes = (phone: string): string[] => {
  const digits = phone.replace(/\D/g, "");
  return Array.from({ length: Math.max(digits.length - 2, 0) }, (_, i) => digits.slice(i));
};

export const engine: Engine = {
  name: "MiniSearch",
  settings:
    "fields text (all texts of the record) + phone (digit suffixes); prefix: true, fuzzy: 0.2, combineWith: AND; default tokenizer and processTerm",
  build(records) {
    const index = new MiniSearch<Doc>({
      fields: ["text", "phone"],
      tokenize: (text, field) =>
        field === "phone" ? digitSuffixes(text) : MiniSearch.getDefault("tokenize")(text),
      searchOptions: { prefix: true, fuzzy: 0.2, combineWith: "AND" },
    });
    index.addAll(
      records.map((r) => ({ id: r.id, text: r.record.text.join(" "), phone: (r.record.phones ?? []).join(" ") })),
    );
    return { search: (query) => index.search(query).map((hit) => hit.id as string) };
  },
};
