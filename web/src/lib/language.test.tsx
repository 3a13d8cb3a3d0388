import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { searchWithLang, useLanguage } from "./language";
import { renderAt } from "../test/render";

function Probe() {
  const { t, lang, localize } = useLanguage();
  return (
    <p data-lang={lang} data-home={localize("/")}>
      {t("notFound.message")}
    </p>
  );
}

describe("page language", () => {
  it("comes from the URL and sets <html lang>", async () => {
    renderAt("/mayor?lang=hi", <Probe />);
    expect(screen.getByText("आप जिस पृष्ठ को खोज रहे हैं, वह मौजूद नहीं है।")).toHaveAttribute("data-home", "/?lang=hi");
    await waitFor(() => expect(document.documentElement.lang).toBe("hi"));
    expect(document.cookie).toBe("smc_lang=hi");
  });

  it("falls back to the saved choice and writes it into the URL", async () => {
    document.cookie = "smc_lang=hi; Path=/";
    renderAt("/faq?q=tax", <Probe />);
    expect(screen.getByText("आप जिस पृष्ठ को खोज रहे हैं, वह मौजूद नहीं है।")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/faq?q=tax&lang=hi"));
  });

  it("saves the choice the URL makes over an earlier one", async () => {
    document.cookie = "smc_lang=hi; Path=/";
    renderAt("/faq?lang=en", <Probe />);
    expect(screen.getByText("The page you are looking for does not exist.")).toHaveAttribute("data-lang", "en");
    await waitFor(() => expect(document.cookie).toBe("smc_lang=en"));
  });

  it("defaults to English and corrects an unknown lang parameter", async () => {
    renderAt("/faq?lang=fr", <Probe />);
    expect(screen.getByText("The page you are looking for does not exist.")).toHaveAttribute("data-lang", "en");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/faq?lang=en"));
  });

  it("follows the URL when it changes", async () => {
    const { navigate } = renderAt("/faq?lang=en", <Probe />);
    await act(async () => navigate("/faq?lang=hi"));
    expect(screen.getByText("आप जिस पृष्ठ को खोज रहे हैं, वह मौजूद नहीं है।")).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe("hi"));
  });

  it("keeps other query parameters when setting the language", () => {
    expect(searchWithLang("?q=sharma&lang=en", "hi")).toBe("?q=sharma&lang=hi");
    expect(searchWithLang("", "en")).toBe("?lang=en");
  });
});
