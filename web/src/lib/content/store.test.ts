import { renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ContentContext, ContentStore, contentKey, useContent, type List } from "./store";

const list = (...ids: string[]) =>
  ({ items: ids.map((id) => ({ id, directory: id.startsWith("a") ? "a" : "b" })) }) as unknown as List;
const ids = (store: ContentStore, key: string) => store.now(key)?.items.map((item) => item.id);

describe("the lists a page reads", () => {
  it("are named by their kind and fields, in the same order whatever order the fields come in", () => {
    const key = "notices?page=2&status=archived&year=2025";
    expect(contentKey("notices", { year: "2025", page: "2", status: "archived" })).toBe(key);
    expect(contentKey("notices", { status: "archived", year: "2025", page: "2" })).toBe(key);
    expect(contentKey("people", { directory: "ward officer" })).toBe("people?directory=ward%20officer");
    expect(contentKey("notices", {})).toBe("notices");
  });

  it("are cut from a whole list that is here: by a field, the id, the first few, in the archive", () => {
    const store = new ContentStore(null);
    store.provide({ people: list("a1", "b1", "a2", "a3"), [contentKey("people", { status: "archived" })]: list("a9") });
    expect(ids(store, contentKey("people", { directory: "a" }))).toEqual(["a1", "a2", "a3"]);
    expect(ids(store, contentKey("people", { directory: "a", first: "2" }))).toEqual(["a1", "a2"]);
    expect(ids(store, contentKey("people", { first: "1" }))).toEqual(["a1"]);
    expect(ids(store, contentKey("people", { id: "b1" }))).toEqual(["b1"]);
    expect(ids(store, contentKey("people", { id: "a9", status: "archived" }))).toEqual(["a9"]);
    expect(ids(store, contentKey("people", { id: "a9" }))).toEqual([]);
  });

  it("never cut a page of a list here: the server sends each page, with where it stands", () => {
    const store = new ContentStore(null);
    store.provide({ notices: list("a1", "a2") });
    expect(store.now(contentKey("notices", { page: "1" }))).toBeUndefined();
    expect(store.now(contentKey("notices", { page: "1", year: "2026" }))).toBeUndefined();
  });

  it("are each store's own: one store never sees the lists given to, or fetched by, another", async () => {
    const fetched: string[] = [];
    const one = new ContentStore(null);
    const other = new ContentStore(async (key) => {
      fetched.push(key);
      return list("b7");
    });
    one.provide({ notices: list("a1") });
    expect(ids(one, "notices")).toEqual(["a1"]);
    expect(other.now("notices")).toBeUndefined();
    expect(ids(other, "notices") ?? (await other.load("notices")).items.map((item) => item.id)).toEqual(["b7"]);
    expect(fetched).toEqual(["notices"]);
    expect(ids(one, "notices")).toEqual(["a1"]);
    await expect(new ContentStore(null).load("notices")).rejects.toThrow("content notices was not provided");
  });

  it("are read by a component from the store provided around it, and from none without one", () => {
    const store = new ContentStore(null);
    store.provide({ faq: list("q1") });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(ContentContext, { value: store }, children);
    expect(renderHook(() => useContent("faq"), { wrapper }).result.current.items.map((item) => item.id)).toEqual(["q1"]);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useContent("faq"))).toThrow("no <ContentContext> around this component");
    logged.mockRestore();
  });
});
