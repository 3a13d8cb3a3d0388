import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import { CAMP, TREES, field, mockedApi, renderDashboard, staffList } from "./dashboard-test-setup";

vi.mock("../../../lib/api");

const { getEvents, remove } = mockedApi();

beforeEach(() => {
  getEvents.mockResolvedValueOnce(staffList(CAMP, TREES)).mockResolvedValue(staffList(TREES));
});

const card = (title: string) => screen.getByRole("article", { name: title });
const deleteButton = (title: string) => within(card(title)).getByRole("button", { name: "Delete" });
const question = "Are you sure you want to delete this event?";

async function askToDelete(lang: "en" | "hi" = "en") {
  const user = userEvent.setup();
  renderDashboard(lang);
  await screen.findAllByRole("article");
  return user;
}

describe("deleting an event", () => {
  // Escape is the native dialog's cancel event, which jsdom does not fire: the e2e test covers it.
  it("asks first; Cancel keeps the event and gives focus back", async () => {
    const user = await askToDelete();
    await user.click(deleteButton("Health Camp"));
    const dialog = screen.getByRole("dialog", { name: question });
    expect(dialog).toHaveTextContent("Health Camp");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(deleteButton("Health Camp")).toHaveFocus();

    // Enter on the focused Delete button opens it again: the keyboard reaches everything.
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: question })).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it("deletes by the English title, says so, moves focus to the list and reloads it", async () => {
    remove.mockResolvedValue(undefined);
    const user = await askToDelete();
    await user.click(deleteButton("Health Camp"));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));

    expect(remove).toHaveBeenCalledWith("DELETE", "/events/by-title?title=Health%20Camp");
    expect(await screen.findByText("Event deleted successfully!")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Events" })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole("article", { name: "Health Camp" })).toBeNull());
    await waitFor(() => expect(getEvents).toHaveBeenCalledTimes(2));
  });

  it("leaves edit mode when the event being edited is deleted", async () => {
    remove.mockResolvedValue(undefined);
    const user = await askToDelete();
    await user.click(within(card("Health Camp")).getByRole("button", { name: "Edit" }));
    expect(field("Title (English)")).toHaveValue("Health Camp");
    await user.click(deleteButton("Health Camp"));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Add an event" })).toBeInTheDocument();
    expect(field("Title (English)")).toHaveValue("");
  });

  it("says 'Failed to delete event' and why when the server refuses, in Hindi too", async () => {
    getEvents.mockReset().mockResolvedValue(staffList(CAMP, TREES));
    remove.mockRejectedValue(new ApiError(404, "not_found", "No such event"));
    const user = await askToDelete("hi");
    await user.click(within(card("स्वास्थ्य शिविर")).getByRole("button", { name: "हटाएँ" }));
    const dialog = screen.getByRole("dialog", { name: "क्या आप वाकई इस कार्यक्रम को हटाना चाहते हैं?" });
    await user.click(within(dialog).getByRole("button", { name: "हटाएँ" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("कार्यक्रम हटाया नहीं जा सका");
    expect(alert).toHaveTextContent("यह अब मौजूद नहीं है");
    expect(alert).not.toHaveTextContent("कनेक्शन");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(card("स्वास्थ्य शिविर")).getByRole("button", { name: "हटाएँ" })).toHaveFocus();
    await waitFor(() => expect(getEvents).toHaveBeenCalledTimes(2));
  });
});
