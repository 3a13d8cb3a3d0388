import { describe, expect, it } from "vitest";
import { contentKey, contentNow, forgetContent, provideContent, type List } from "./store";

const list = (...ids: string[]) =>
  ({ items: ids.map((id) => ({ id, directory: id.startsWith("a") ? "a" : "b" })) }) as unknown as List;
const ids = (key: string) => contentNow(key)?.items.map((item) => item.id);

describe("the lists a page reads", () => {
  it("are named by their kind and fields, in the same order whatever order the fields come in", () => {
    const key = "notices?page=2&status=archived&year=2025";
    expect(contentKey("notices", { year: "2025", page: "2", status: "archived" })).toBe(key);
    expect(contentKey("notices", { status: "archived", year: "2025", page: "2" })).toBe(key);
    expect(contentKey("people", { directory: "ward officer" })).toBe("people?directory=ward%20officer");
    expect(contentKey("notices", {})).toBe("notices");
  });

  it("are cut from a whole list that is here: by a field, the id, the first few, in the archive", () => {
    forgetContent();
    provideContent({ people: list("a1", "b1", "a2", "a3"), [contentKey("people", { status: "archived" })]: list("a9") });
    expect(ids(contentKey("people", { directory: "a" }))).toEqual(["a1", "a2", "a3"]);
    expect(ids(contentKey("people", { directory: "a", first: "2" }))).toEqual(["a1", "a2"]);
    expect(ids(contentKey("people", { first: "1" }))).toEqual(["a1"]);
    expect(ids(contentKey("people", { id: "b1" }))).toEqual(["b1"]);
    expect(ids(contentKey("people", { id: "a9", status: "archived" }))).toEqual(["a9"]);
    expect(ids(contentKey("people", { id: "a9" }))).toEqual([]);
  });

  it("never cut a page of a list here: the server sends each page, with where it stands", () => {
    forgetContent();
    provideContent({ notices: list("a1", "a2") });
    expect(contentNow(contentKey("notices", { page: "1" }))).toBeUndefined();
    expect(contentNow(contentKey("notices", { page: "1", year: "2026" }))).toBeUndefined();
  });
});
