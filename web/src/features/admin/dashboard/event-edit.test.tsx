import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import { CAMP, TREES, field, mockedApi, pngFile, renderDashboard, staffList } from "./dashboard-test-setup";

vi.mock("../../../lib/api");

const { getEvents, send } = mockedApi();

beforeEach(() => {
  getEvents.mockResolvedValue(staffList(CAMP, TREES));
});

const card = (title: string) => screen.getByRole("article", { name: title });

async function editCamp() {
  const user = userEvent.setup();
  const view = renderDashboard("en");
  await screen.findAllByRole("article");
  await user.click(within(card("Health Camp")).getByRole("button", { name: "Edit" }));
  return { user, ...view };
}

describe("editing an event", () => {
  it("fills the form with the event, moves focus to it, and can be cancelled", async () => {
    const { user } = await editCamp();
    const heading = screen.getByRole("heading", { level: 2, name: "Edit event" });
    expect(heading).toHaveFocus();
    expect(field("Title (English)")).toHaveValue("Health Camp");
    expect(field("Title (Hindi)")).toHaveValue("स्वास्थ्य शिविर");
    expect(field("Date")).toHaveValue("2026-03-12");
    expect(field("Category")).toHaveValue("health");
    expect(field("Place (Hindi) (optional)")).toHaveValue("नगर भवन");
    const current = screen.getByRole("group", { name: "Current images" });
    expect(
      within(current)
        .getAllByRole("checkbox")
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false]);
    expect(within(card("Health Camp")).getByText("Being edited in the form above")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel edit" }));
    expect(screen.getByRole("heading", { level: 2, name: "Add an event" })).toBeInTheDocument();
    expect(field("Title (English)")).toHaveValue("");
    expect(within(card("Health Camp")).getByRole("button", { name: "Edit" })).toHaveFocus();
  });

  it("keeps its own title, sends PUT by the current English title with removed and new images", async () => {
    send.mockResolvedValue(CAMP);
    const { user } = await editCamp();
    await user.clear(field("Title (English)"));
    await user.type(field("Title (English)"), "Health Camp 2026");
    await user.click(screen.getByRole("checkbox", { name: "Remove image 1 of 2" }));
    await user.upload(field("Add images (optional)"), [pngFile("three.png")]);
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const [method, path, form] = send.mock.calls[0];
    expect([method, path]).toEqual(["PUT", "/events/by-title?title=Health%20Camp"]);
    const data = JSON.parse(form.get("data") as string) as { title: unknown; removeImages: unknown };
    expect(data.title).toEqual({ en: "Health Camp 2026", hi: "स्वास्थ्य शिविर" });
    expect(data.removeImages).toEqual(["/uploads/aa.png"]);
    expect((form.getAll("newImages") as File[]).map((file) => file.name)).toEqual(["three.png"]);
    expect(form.getAll("images")).toEqual([]);

    expect(await screen.findByText("Event updated successfully!")).toHaveAttribute("role", "status");
    expect(screen.getByRole("heading", { level: 2, name: "Add an event" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel edit" })).toBeNull();
    await waitFor(() => expect(getEvents).toHaveBeenCalledTimes(2));
  });

  it("counts kept and new images against the limit of 10", async () => {
    const many = { ...CAMP, images: Array.from({ length: 9 }, (_, i) => `/uploads/${i}.png`) };
    getEvents.mockResolvedValue(staffList(many));
    const { user } = await editCamp();
    await user.upload(field("Add images (optional)"), [pngFile("a.png"), pngFile("b.png")]);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("An event can have at most 10 images.");
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole("checkbox", { name: "Remove image 9 of 9" }));
    send.mockResolvedValue(many);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });
});

describe("a save the server refuses", () => {
  it("says 'Failed to save event', that the server failed, and keeps what was typed", async () => {
    send.mockRejectedValue(new ApiError(500, "internal", "Something went wrong"));
    const { user } = await editCamp();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to save event");
    expect(alert).toHaveTextContent("The server failed to do it.");
    expect(alert).not.toHaveTextContent("connection");
    expect(field("Title (English)")).toHaveValue("Health Camp");
    expect(screen.getByRole("heading", { level: 2, name: "Edit event" })).toBeInTheDocument();
    expect(screen.queryByText("Event updated successfully!")).toBeNull();
  });

  it("shows the server's field problems (409 duplicate title, 422) at their fields", async () => {
    send.mockRejectedValueOnce(new ApiError(409, "duplicate_title", "taken"));
    send.mockRejectedValueOnce(
      new ApiError(422, "validation", "invalid", { date: ["invalid_date"], "title.hi": ["control_characters"] }),
    );
    const { user } = await editCamp();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(field("Title (English)")).toHaveFocus());
    expect(field("Title (English)")).toHaveAccessibleDescription("Error: Another event already has this title.");

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(field("Title (Hindi)")).toHaveFocus());
    expect(field("Title (Hindi)")).toHaveAccessibleDescription(
      "Error: Title (Hindi) contains hidden control characters; please type it again.",
    );
    expect(field("Date")).toHaveAccessibleDescription("Error: Date must be a real date.");
  });

  it("sends the visitor to the login page when the session has ended", async () => {
    send.mockRejectedValue(new ApiError(401, "unauthorized", "no session"));
    const { user } = await editCamp();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/admin\/login\?.*next=%2Fadmin%2Fdashboard/));
  });
});
