import { act, fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, sendJson } from "../../lib/api";
import { renderSuspendingAt } from "../../test/render";
import PageFeedback from "./page-feedback";

vi.mock("../../lib/api");
const send = vi.mocked(sendJson);

beforeEach(() => {
  send.mockReset();
});

describe("Was this page useful?", () => {
  it("is a plain form that posts the page, its language, yes or no, and a comment", async () => {
    const { container } = await renderSuspendingAt("/faq?lang=hi", <PageFeedback />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/page-feedback");
    expect(screen.getByRole("form", { name: "क्या यह पृष्ठ उपयोगी था?" })).toBe(form);
    expect(container.querySelector('input[name="page"]')).toHaveValue("/faq");
    expect(container.querySelector('input[name="lang"]')).toHaveValue("hi");
    const yes = screen.getByRole("button", { name: "हाँ" });
    expect(yes).toHaveAttribute("name", "useful");
    expect(yes).toHaveAttribute("value", "yes");
    expect(container.querySelector("details summary")).toHaveTextContent("नहीं");
    const comment = screen.getByLabelText("क्या ग़लत था या क्या नहीं मिला? (वैकल्पिक)");
    expect(comment).toHaveAttribute("name", "comment");
    expect(comment).toHaveAttribute("maxlength", "500");
    expect(comment).toHaveAccessibleDescription(/निजी जानकारी न लिखें/);
    expect(screen.getByRole("button", { name: "भेजें" })).toHaveAttribute("value", "no");
  });

  it("sends a no with its comment and puts the thanks, with the focus, in its place", async () => {
    send.mockResolvedValue(undefined);
    await renderSuspendingAt("/mayor?lang=en", <PageFeedback />);
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "The phone number is old." } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    expect(send).toHaveBeenCalledWith("POST", "/page-feedback", {
      page: "/mayor",
      lang: "en",
      useful: "no",
      comment: "The phone number is old.",
      website: "",
    });
    const thanks = screen.getByText("Thank you for your feedback.");
    expect(thanks).toHaveAttribute("role", "status");
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("says in the page language why an answer was refused, and keeps the form", async () => {
    send.mockRejectedValue(new ApiError(429, "too_many_messages", "Too many", {}, 600));
    await renderSuspendingAt("/faq?lang=hi", <PageFeedback />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "हाँ" }));
    });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("पिछले एक घंटे में");
    expect(alert).toHaveFocus();
    expect(screen.getByRole("button", { name: "हाँ" })).toBeInTheDocument();
  });

  it("renders the answer of a plain form from the address, without taking the focus", async () => {
    await renderSuspendingAt("/faq?lang=en&useful=thanks", <PageFeedback />);
    const thanks = screen.getByText("Thank you for your feedback.");
    expect(thanks).toHaveAttribute("role", "status");
    expect(thanks).not.toHaveFocus();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("is on public pages only", async () => {
    const { container } = await renderSuspendingAt("/offline?lang=en", <PageFeedback />);
    expect(container.querySelector(".page-feedback")).toBeNull();
    const elsewhere = await renderSuspendingAt("/no-such-page?lang=en", <PageFeedback />);
    expect(elsewhere.container.querySelector(".page-feedback")).toBeNull();
  });
});
