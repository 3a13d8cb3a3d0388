import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { loadDirectory } from "../../lib/directory/load";
import { testContent } from "../../test/content";
import { renderSuspendingAt } from "../../test/render";
import { CorporatorCardsPage } from "./corporator-cards-page";

const route = {
  path: "/corporators-card",
  page: "corporators-card",
  layout: "public" as const,
  titleKey: "page.corporators-card",
};

async function open(url: string) {
  await renderSuspendingAt(url, <CorporatorCardsPage route={route} />);
  await screen.findAllByRole("article");
  return userEvent.setup();
}

const cards = () => screen.queryAllByRole("article");

describe("the corporators' cards", () => {
  it("shows one card per ward with photo, name, ward, party and a tap-to-call link", async () => {
    const people = await loadDirectory(testContent(), "corporators");
    await open("/corporators-card?lang=en");
    expect(cards()).toHaveLength(45);
    const person = people[4];
    const card = cards()[4];
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent(person.name.en ?? person.name.hi);
    expect(card).toHaveTextContent(`Ward5 – ${person.ward!.name.en}`);
    expect(card).toHaveTextContent(`${person.party!.name.en} (${person.party!.short.en})`);
    expect(within(card).getByRole("link", { name: person.mobile })).toHaveAttribute("href", `tel:+91${person.mobile}`);
    const photo = card.querySelector("img")!;
    expect(photo).toHaveAttribute("src", person.photo);
    expect(photo).toHaveAttribute("alt", "");
    // The photos of the first screen come with the page; the others when scrolled near.
    const loading = cards().map((each) => each.querySelector("img")!.getAttribute("loading"));
    expect(loading.slice(0, 4)).toEqual(["eager", "eager", "eager", "eager"]);
    expect(new Set(loading.slice(4))).toEqual(new Set(["lazy"]));
  });

  it("gives a name given only in Devanagari its reading on the English page", async () => {
    const people = await loadDirectory(testContent(), "corporators");
    const at = people.findIndex((p) => !p.name.en);
    await open("/corporators-card?lang=en");
    const heading = within(cards()[at]).getByRole("heading", { level: 2 });
    expect(heading).toHaveTextContent(`${people[at].name.hi} (reading: ${people[at].name.reading})`);
    expect(within(heading).getByText(people[at].name.hi)).toHaveAttribute("lang", "hi");
    expect(within(heading).getByText(`(reading: ${people[at].name.reading})`)).toHaveAttribute("lang", "en");
  });

  it("filters by party and by query together, and keeps both in the URL", async () => {
    const people = await loadDirectory(testContent(), "corporators");
    const user = await open("/corporators-card?lang=hi");
    const party = people[0].party!;
    const members = people.filter((p) => p.party?.id === party.id);
    await user.selectOptions(screen.getByRole("combobox", { name: "दल" }), party.id);
    expect(cards()).toHaveLength(members.length);
    for (const card of cards()) expect(card).toHaveTextContent(party.name.hi);
    await user.type(screen.getByRole("searchbox", { name: "नाम, वार्ड, दल या मोबाइल नंबर से खोजें" }), members[1].mobile);
    expect(cards()).toHaveLength(1);
    expect(screen.getAllByRole("status").find((el) => el.tagName === "P")).toHaveTextContent("45 में से 1 दिखाए गए");
    const url = new URL(screen.getByTestId("location").textContent, "http://x");
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: "hi", party: party.id, q: members[1].mobile });
  });

  it("restores the party from the URL", async () => {
    const people = await loadDirectory(testContent(), "corporators");
    const party = people[0].party!;
    await open(`/corporators-card?lang=en&party=${party.id}`);
    expect(screen.getByRole("combobox", { name: "Party" })).toHaveValue(party.id);
    expect(cards()).toHaveLength(people.filter((p) => p.party?.id === party.id).length);
  });
});
