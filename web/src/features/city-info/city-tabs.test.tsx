import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import { CityInfoPage } from "./city-info-page";
import { tabAfterKey } from "./tab-keys";

const route = { path: "/city-info", page: "city-info", layout: "public" as const, titleKey: "page.city-info" };
const NAMES = ["Overview", "Demographics", "Infrastructure", "Economy", "Tourism"];

describe("tabAfterKey", () => {
  it("moves right and left with wrap-around, to the ends with Home and End, and ignores other keys", () => {
    expect(tabAfterKey("ArrowRight", 0, 5)).toBe(1);
    expect(tabAfterKey("ArrowRight", 4, 5)).toBe(0);
    expect(tabAfterKey("ArrowLeft", 0, 5)).toBe(4);
    expect(tabAfterKey("ArrowLeft", 3, 5)).toBe(2);
    expect(tabAfterKey("Home", 3, 5)).toBe(0);
    expect(tabAfterKey("End", 1, 5)).toBe(4);
    expect(tabAfterKey("Enter", 1, 5)).toBeNull();
    expect(tabAfterKey("ArrowDown", 1, 5)).toBeNull();
  });
});

describe("city information tabs", () => {
  const tabs = () => screen.getAllByRole("tab");
  const expectSelected = (name: string) => {
    for (const tab of tabs()) {
      const selected = tab.textContent === name;
      expect(tab).toHaveAttribute("aria-selected", String(selected));
      expect(tab).toHaveAttribute("tabindex", selected ? "0" : "-1");
    }
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(name);
  };

  it("shows five tabs with Overview selected and its facts", () => {
    renderAt("/city-info?lang=en", <CityInfoPage route={route} />);
    expect(screen.getByRole("tablist")).toHaveAccessibleName("About the city");
    expect(tabs().map((tab) => tab.textContent)).toEqual(NAMES);
    expectSelected("Overview");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("24.2 N, 82.7 E");
    expect(panel).toHaveTextContent("297 m");
    expect(panel).toHaveTextContent("5,672 sq km");
  });

  it("moves selection and focus with the arrow keys (wrapping), Home and End", async () => {
    const user = userEvent.setup();
    renderAt("/city-info?lang=en", <CityInfoPage route={route} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expectSelected("Demographics");
    expect(screen.getByRole("tab", { name: "Demographics" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("12.5 lakh+");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expectSelected("Tourism");
    expect(screen.getByRole("tab", { name: "Tourism" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expectSelected("Overview");
    await user.keyboard("{End}");
    expectSelected("Tourism");
    await user.keyboard("{Home}");
    expectSelected("Overview");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
  });

  it("selects a tab on click and shows it in Hindi on a Hindi page", async () => {
    const user = userEvent.setup();
    renderAt("/city-info?lang=hi", <CityInfoPage route={route} />);
    await user.click(screen.getByRole("tab", { name: "जनसांख्यिकी" }));
    expectSelected("जनसांख्यिकी");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("65 प्रतिशत");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("220 प्रति वर्ग किमी");
  });
});
