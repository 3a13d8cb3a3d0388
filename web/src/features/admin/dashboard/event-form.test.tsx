import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import { CAMP, field, fillNewEvent, mockedApi, pngFile, renderDashboard, textFile, staffList } from "./dashboard-test-setup";

vi.mock("../../../lib/api");

const { getEvents, send } = mockedApi();

beforeEach(() => {
  getEvents.mockResolvedValue(staffList(CAMP));
});

async function ready(lang: "en" | "hi" = "en") {
  renderDashboard(lang);
  await screen.findAllByRole("article");
}

const summary = () => screen.getByRole("alert");

describe("the event form's checks before sending", () => {
  it("refuses empty fields: a summary, messages tied to each field, focus on the first", async () => {
    const user = userEvent.setup();
    await ready();
    await user.click(screen.getByRole("button", { name: "Add event" }));

    expect(within(summary()).getByRole("heading")).toHaveTextContent("There is a problem");
    expect(
      within(summary())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Title (English) is required.",
      "Title (Hindi) is required.",
      "Description (English) is required.",
      "Description (Hindi) is required.",
      "Date is required.",
      "Select a category.",
    ]);
    const title = field("Title (English)");
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription("Error: Title (English) is required.");
    expect(field("Place (English) (optional)")).not.toHaveAttribute("aria-invalid");
    expect(send).not.toHaveBeenCalled();

    // A link of the summary takes focus to its field.
    await user.click(within(summary()).getByRole("link", { name: "Date is required." }));
    expect(field("Date")).toHaveFocus();
  });

  it("asks for the place in both languages once one is given", async () => {
    const user = userEvent.setup();
    await ready();
    await fillNewEvent(user);
    await user.type(field("Place (Hindi) (optional)"), "पार्क");
    await user.click(screen.getByRole("button", { name: "Add event" }));
    expect(field("Place (English) (optional)")).toHaveFocus();
    expect(field("Place (English) (optional)")).toHaveAccessibleDescription(
      "Give the place in both languages, or leave both empty. Error: Place (English) is required when the place is given in the other language.",
    );
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses a file that is not an image, by its bytes, naming it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await ready();
    await fillNewEvent(user);
    await user.upload(field("Images (optional)"), [pngFile("ok.png"), textFile("notes.png")]);
    await user.click(screen.getByRole("button", { name: "Add event" }));
    const images = field("Images (optional)");
    await waitFor(() => expect(images).toHaveFocus());
    expect(images).toHaveAttribute("aria-invalid", "true");
    expect(summary()).toHaveTextContent("notes.png is not a JPEG, PNG or WebP image.");
    expect(summary()).not.toHaveTextContent("ok.png");
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses a title another event has, in either language, ignoring case and spaces", async () => {
    const user = userEvent.setup();
    await ready();
    await fillNewEvent(user, "  health   CAMP ");
    await user.clear(field("Title (Hindi)"));
    await user.type(field("Title (Hindi)"), "स्वास्थ्य शिविर");
    await user.click(screen.getByRole("button", { name: "Add event" }));
    expect(
      within(summary())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Another event already has this title.", "Another event already has this title."]);
    expect(field("Title (English)")).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("shows its messages in Hindi", async () => {
    const user = userEvent.setup();
    await ready("hi");
    await user.click(screen.getByRole("button", { name: "कार्यक्रम जोड़ें" }));
    expect(within(summary()).getByRole("heading")).toHaveTextContent("कृपया इन्हें ठीक करें");
    expect(field("शीर्षक (अंग्रेज़ी)")).toHaveAccessibleDescription("त्रुटि: शीर्षक (अंग्रेज़ी) आवश्यक है।");
  });
});

describe("creating an event", () => {
  it("sends the texts and two images with a progress bar, then says so and empties the form", async () => {
    const user = userEvent.setup();
    let progress: (fraction: number) => void = () => {};
    let done: (event: unknown) => void = () => {};
    send.mockImplementation((_method, _path, _form, onProgress) => {
      progress = onProgress ?? progress;
      return new Promise((resolve) => (done = resolve));
    });
    await ready();
    await fillNewEvent(user);
    await user.type(field("Place (English) (optional)"), " Park ");
    await user.type(field("Place (Hindi) (optional)"), "पार्क");
    await user.upload(field("Images (optional)"), [pngFile("one.png"), pngFile("two.png")]);
    await user.click(screen.getByRole("button", { name: "Add event" }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const [method, path, form] = send.mock.calls[0];
    expect([method, path]).toEqual(["POST", "/events"]);
    expect(JSON.parse(form.get("data") as string)).toEqual({
      title: { en: "Yoga Day", hi: "योग दिवस" },
      description: { en: "Yoga in the park.", hi: "पार्क में योग।" },
      date: "2026-06-21",
      category: "health",
      location: { en: "Park", hi: "पार्क" },
    });
    expect((form.getAll("images") as File[]).map((file) => file.name)).toEqual(["one.png", "two.png"]);

    const saving = screen.getByRole("button", { name: "Saving..." });
    expect(saving).toHaveAttribute("aria-disabled", "true");
    progress(0.4);
    expect(await screen.findByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("value", "40");

    done({ ...CAMP, id: "yoga" });
    expect(await screen.findByText("Event created successfully!")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(field("Title (English)")).toHaveValue("");
    expect(field("Category")).toHaveValue("");
    expect((field("Images (optional)") as HTMLInputElement).files).toHaveLength(0);
    await waitFor(() => expect(getEvents).toHaveBeenCalledTimes(2));
  });
});

describe("a save the server stopped", () => {
  it("says the upload was too slow and keeps what was typed", async () => {
    const user = userEvent.setup();
    send.mockRejectedValue(new ApiError(408, "too_slow", "The request arrived too slowly."));
    await ready();
    await fillNewEvent(user);
    await user.click(screen.getByRole("button", { name: "Add event" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to save event");
    expect(alert).toHaveTextContent("It reached the server too slowly and was stopped.");
    expect(field("Title (English)")).toHaveValue("Yoga Day");
  });
});
