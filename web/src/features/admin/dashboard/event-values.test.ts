import { describe, expect, it } from "vitest";
import { emptyValues, formDataOf, payloadOf, valuesOf } from "./event-values";
import { CAMP } from "./dashboard-test-setup";

describe("the form's values as the API's body", () => {
  it("trims the texts, composes Devanagari (NFC) and sends no place as null", () => {
    const values = {
      ...emptyValues(),
      "title.en": "  Camp ",
      "title.hi": "\u0928\u093c\u093e",
      date: "2026-01-02",
      category: "health",
    };
    const payload = payloadOf(values);
    // न + nukta is composed to ऩ (U+0929), as the server stores it.
    expect(payload.title).toEqual({ en: "Camp", hi: "\u0929\u093e" });
    expect(payload.location).toBeNull();
    expect(payloadOf({ ...values, "location.en": "Park", "location.hi": "पार्क" }).location).toEqual({ en: "Park", hi: "पार्क" });
  });

  it("round-trips an event through the form", () => {
    const payload = payloadOf(valuesOf(CAMP));
    expect(payload).toEqual({
      title: CAMP.title,
      description: CAMP.description,
      date: CAMP.date,
      category: CAMP.category,
      location: CAMP.location,
    });
  });

  it("names the file fields of a create (images) and of an update (newImages, removeImages)", () => {
    const file = new File(["x"], "a.png");
    const create = formDataOf(valuesOf(CAMP), [file]);
    expect(create.getAll("images")).toHaveLength(1);
    expect(JSON.parse(create.get("data") as string)).not.toHaveProperty("removeImages");
    const update = formDataOf(valuesOf(CAMP), [file], []);
    expect(update.getAll("images")).toHaveLength(0);
    expect(update.getAll("newImages")).toHaveLength(1);
    expect((JSON.parse(update.get("data") as string) as { removeImages: unknown }).removeImages).toEqual([]);
  });
});
