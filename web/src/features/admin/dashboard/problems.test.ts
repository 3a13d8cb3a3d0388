import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { fileProblem, problemsOf, serverProblems } from "./problems";

describe("problems as catalog messages", () => {
  it("maps wasm-core's codes by field, with the limits as arguments", () => {
    expect(
      problemsOf({
        "title.en": ["too_long"],
        "description.hi": ["too_long"],
        "location.hi": ["required"],
        category: ["invalid"],
        images: ["too_many"],
        unknown: ["required"],
      }),
    ).toEqual({
      "title.en": [{ key: "validation.event.tooLong", args: { max: 200 } }],
      "description.hi": [{ key: "validation.event.tooLong", args: { max: 5000 } }],
      "location.hi": [{ key: "validation.event.locationPair" }],
      category: [{ key: "validation.event.category" }],
      images: [{ key: "validation.event.tooManyImages", args: { max: 10 } }],
    });
  });

  it("names the file of an image problem", () => {
    expect(fileProblem(new File([], "big.jpg"), "too_large")).toEqual({
      key: "validation.image.tooLarge",
      args: { name: "big.jpg", size: 5, pixels: 25 },
    });
  });

  it("turns the server's refusals into field messages, and other failures into none", () => {
    expect(serverProblems(new ApiError(409, "duplicate_title", "taken"))).toEqual({
      "title.en": [{ key: "validation.event.duplicateTitle" }],
    });
    expect(serverProblems(new ApiError(413, "too_large", "big")).images?.[0].key).toBe("validation.images.tooLarge");
    expect(serverProblems(new ApiError(415, "unsupported_type", "svg")).images?.[0].key).toBe(
      "validation.images.unsupportedType",
    );
    expect(serverProblems(new ApiError(422, "validation", "bad", { date: ["invalid_date"] }))).toEqual({
      date: [{ key: "validation.event.invalidDate" }],
    });
    expect(serverProblems(new ApiError(500, "internal", "oops"))).toEqual({});
    expect(serverProblems(new ApiError(0, "network", "offline"))).toEqual({});
  });
});
