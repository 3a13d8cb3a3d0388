import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import { CAMP, TREES, mockedApi, renderDashboard, staffList } from "./dashboard-test-setup";

vi.mock("../../../lib/api");

const { getEvents, getWaiting, getAccounts } = mockedApi();

const cards = () => screen.getAllByRole("article");

describe("the dashboard's states", () => {
  it("says it is loading, then shows a card per event with Edit and Delete", async () => {
    let answer: (events: unknown) => void = () => {};
    getEvents.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderDashboard("en");
    expect(screen.getByText("Loading events...")).toHaveAttribute("role", "status");
    expect(screen.queryByLabelText("Title (English)")).toBeNull();
    answer(staffList(CAMP, TREES, { id: "broken" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Events" })).toBeInTheDocument();
    expect(getEvents).toHaveBeenCalledWith(
      "/content/events?scope=all",
      expect.objectContaining({ signal: expect.any(AbortSignal) as unknown }),
    );
    expect(cards()).toHaveLength(2);
    const camp = within(cards()[0]);
    expect(camp.getByRole("heading", { level: 3 })).toHaveTextContent("Health Camp");
    expect(camp.getByRole("img")).toHaveAttribute("src", "/uploads/aa.png");
    expect(camp.getByRole("img")).toHaveAccessibleName("Health Camp, first of 2 photos");
    expect(camp.getByText("12 March 2026", { exact: false })).toBeInTheDocument();
    expect(camp.getByRole("button", { name: "Edit" })).toHaveAccessibleDescription("Health Camp");
    expect(camp.getByRole("button", { name: "Delete" })).toHaveAttribute("aria-haspopup", "dialog");
    // An event without images has no image, not a broken one.
    expect(within(cards()[1]).queryByRole("img")).toBeNull();
  });

  it("shows 'Failed to load events' as an alert in place of the dashboard, and tries again", async () => {
    const user = userEvent.setup();
    getEvents.mockRejectedValueOnce(new ApiError(500, "internal", "Something went wrong")).mockResolvedValueOnce(staffList(CAMP));
    renderDashboard("en");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load events");
    expect(screen.queryByLabelText("Title (English)")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Events" })).toBeNull();

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Health Camp" })).toBeInTheDocument();
    expect(getEvents).toHaveBeenCalledTimes(2);
  });

  it("says 'No events found' and still offers the form to add one", async () => {
    getEvents.mockResolvedValue(staffList());
    renderDashboard("en");
    expect(await screen.findByText("No events found")).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByRole("heading", { level: 2, name: "Add an event" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add event" })).toBeInTheDocument();
  });

  it("shows where each event stands, as staff see it, in both languages", async () => {
    const scheduled = { ...CAMP, id: "fair", title: { en: "Book Fair", hi: "पुस्तक मेला" }, scheduled: true };
    const review = { ...CAMP, id: "yoga", title: { en: "Yoga", hi: "योग" }, status: "review" };
    getEvents.mockResolvedValue(staffList(CAMP, TREES, scheduled, review));
    const { unmount } = renderDashboard("en");
    await screen.findAllByRole("article");
    expect(cards().map((card) => within(card).getByText(/^Status:/).textContent)).toEqual([
      "Status: Published",
      "Status: Draft",
      "Status: Scheduled",
      "Status: In review",
    ]);
    unmount();
    renderDashboard("hi");
    await screen.findAllByRole("article");
    expect(within(cards()[2]).getByText(/^स्थिति:/)).toHaveTextContent("स्थिति: निर्धारित समय पर");
  });

  it("speaks Hindi, marking English text that has no Hindi version", async () => {
    getEvents.mockResolvedValue(staffList(CAMP, TREES));
    renderDashboard("hi");
    expect(await screen.findByRole("heading", { level: 2, name: "कार्यक्रम" })).toBeInTheDocument();
    expect(within(cards()[0]).getByRole("heading", { level: 3 })).toHaveTextContent("स्वास्थ्य शिविर");
    const fallback = within(cards()[1]).getByRole("heading", { level: 3 }).querySelector("[lang]");
    expect(fallback).toHaveAttribute("lang", "en");
    expect(fallback).toHaveTextContent("Tree Planting");
    expect(within(cards()[0]).getByRole("button", { name: "संपादित करें" })).toBeInTheDocument();
    expect(screen.getByLabelText("शीर्षक (अंग्रेज़ी)", { exact: true })).toHaveAttribute("lang", "en");
    expect(screen.getByLabelText("शीर्षक (हिंदी)", { exact: true })).toHaveAttribute("lang", "hi");
    expect(screen.getByRole("combobox", { name: "श्रेणी" })).toHaveDisplayValue("श्रेणी चुनें");
  });
});

describe("where each role lands after signing in", () => {
  const entry = (id: string, by: string) => ({
    kind: "notices",
    id,
    label: id,
    version: 2,
    status: "draft",
    updatedAt: "2026-11-27T05:00:00Z",
    updatedBy: by,
  });

  it("an editor finds their returned items and drafts, and no events they may not manage", async () => {
    getWaiting.mockResolvedValue({
      review: [],
      returned: [entry("ward-7-water", "clerk")],
      drafts: [entry("tax-camp", "clerk")],
    });
    renderDashboard("en", "editor");
    const waiting = await screen.findByRole("region", { name: "Waiting for you" });
    expect(within(waiting).getByRole("heading", { level: 3, name: "Returned to you (1)" })).toBeInTheDocument();
    expect(within(waiting).getByRole("link", { name: "tax-camp" })).toHaveAttribute(
      "href",
      "/admin/content?kind=notices&item=tax-camp&lang=en",
    );
    expect(screen.queryByRole("region", { name: "Add an event" })).toBeNull();
    expect(getEvents).not.toHaveBeenCalled();
    expect(getAccounts).not.toHaveBeenCalled();
  });

  it("a publisher finds what waits for review above the events", async () => {
    getWaiting.mockResolvedValue({ review: [entry("ward-7-water", "asha")], returned: [], drafts: [] });
    getEvents.mockResolvedValue(staffList(CAMP));
    renderDashboard("hi", "publisher");
    const waiting = await screen.findByRole("region", { name: "आपकी प्रतीक्षा में" });
    expect(within(waiting).getByRole("link", { name: "ward-7-water" })).toBeInTheDocument();
    await screen.findAllByRole("article");
    expect(getAccounts).not.toHaveBeenCalled();
  });

  it("an admin also finds the accounts, counted by role", async () => {
    getEvents.mockResolvedValue(staffList());
    getAccounts.mockResolvedValue({
      accounts: [
        { id: 1, username: "admin", role: "admin", disabled: false },
        { id: 2, username: "asha", role: "editor", disabled: false },
        { id: 3, username: "ravi", role: "editor", disabled: true },
      ],
    });
    renderDashboard("en", "admin");
    const accounts = await screen.findByRole("region", { name: "Accounts" });
    expect(
      within(accounts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Editors who may log in: 1",
      "Publishers who may log in: 0",
      "Administrators who may log in: 1",
      "Disabled accounts: 1",
    ]);
    expect(within(accounts).getByRole("link")).toHaveAttribute("href", "/admin/accounts?lang=en");
  });
});
