import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RouteInfo } from "../../lib/wasm";
import { renderAt } from "../../test/render";
import { SessionProvider } from "./session";
import { UploadPage } from "./upload-page";

const route = { path: "/admin/upload", page: "admin-upload" } as unknown as RouteInfo;
const pdf = () => new File(["%PDF-1.4\n%test\n"], "Circular.PDF", { type: "application/pdf" });

/** The upload (XMLHttpRequest) answers `status` with `body`, at once or when `hold` is released;
 * records what it was sent. */
function stubUpload(status: number, body: unknown, hold?: Promise<void>) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    upload = { onprogress: null as ((event: ProgressEvent) => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      sent.push(form);
      void (hold ?? Promise.resolve()).then(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

/** POST /api/hoarding answers `status`. */
function stubSave(status: number) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ url: "/uploads/x.pdf", savedAt: "now" }), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderPage(lang: "en" | "hi" = "en") {
  const user = userEvent.setup({ applyAccept: false });
  renderAt(
    `/admin/upload?lang=${lang}`,
    <SessionProvider user={{ id: 1, username: "admin", role: "admin", may: ["edit", "upload", "publish", "manageAccounts"] }}>
      <UploadPage route={route} />
    </SessionProvider>,
  );
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe("the upload page", () => {
  it("asks for a PDF when none is chosen, without sending anything", async () => {
    const sent = stubUpload(201, {});
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    const picker = screen.getByLabelText("PDF file");
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveAccessibleDescription(expect.stringContaining("Please select a PDF file."));
    expect(picker).toHaveAttribute("accept", "application/pdf,.pdf");
    expect(sent).toHaveLength(0);
  });

  it("refuses a file that is not a PDF, in Hindi too", async () => {
    const sent = stubUpload(201, {});
    const user = renderPage("hi");
    await user.upload(screen.getByLabelText("PDF फ़ाइल"), new File(["hello"], "notes.txt", { type: "text/plain" }));
    await user.click(screen.getByRole("button", { name: "अपलोड करें" }));
    expect(await screen.findByRole("alert", { name: "कृपया इन्हें ठीक करें" })).toHaveTextContent("कृपया एक मान्य PDF फ़ाइल चुनें।");
    expect(sent).toHaveLength(0);
  });

  it("uploads, saves the address as the hoarding circular, clears the picker and links to it", async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const sent = stubUpload(201, { url: "/uploads/0123456789abcdef0123456789abcdef.pdf" }, hold);
    const fetch = stubSave(201);
    const user = renderPage();
    const picker = screen.getByLabelText<HTMLInputElement>("PDF file");
    await user.upload(picker, pdf());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("button", { name: "Uploading..." })).toBeDisabled();
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toBeInTheDocument();
    release();
    expect(await screen.findByText("PDF uploaded successfully!")).toBeInTheDocument();
    expect((sent[0].get("file") as File).name).toBe("Circular.PDF");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.body]).toEqual(["/api/hoarding", '{"url":"/uploads/0123456789abcdef0123456789abcdef.pdf"}']);
    expect(picker.value).toBe("");
    expect(screen.getByRole("link", { name: "See it on the Hoarding page" })).toHaveAttribute("href", "/hoarding?lang=en");
    expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled();
  });

  it("says 'Failed to save PDF info' when the hoarding record is refused", async () => {
    stubUpload(201, { url: "/uploads/0123456789abcdef0123456789abcdef.pdf" });
    stubSave(422);
    const user = renderPage();
    await user.upload(screen.getByLabelText("PDF file"), pdf());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to save PDF info");
    expect(screen.queryByText("PDF uploaded successfully!")).not.toBeInTheDocument();
  });

  it("says 'Upload failed', and why, when the server refuses the file", async () => {
    stubUpload(413, { error: { code: "too_large", message: "Too large" } });
    const fetch = stubSave(201);
    const user = renderPage();
    await user.upload(screen.getByLabelText("PDF file"), pdf());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("Upload failed"));
    expect(alert).toHaveTextContent("at most 20 MB");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says first that the file is not a valid PDF, then why: by its name or by its content, in Hindi too", async () => {
    const user = renderPage("hi");
    const picker = screen.getByLabelText("PDF फ़ाइल");
    await user.upload(picker, new File(["%PDF-1.4"], "notes.txt", { type: "text/plain" }));
    await user.click(screen.getByRole("button", { name: "अपलोड करें" }));
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(
        expect.stringContaining("कृपया एक मान्य PDF फ़ाइल चुनें। इसका नाम .pdf पर समाप्त नहीं होता।"),
      ),
    );
    await user.upload(picker, new File(["<html>"], "notes.pdf", { type: "application/pdf" }));
    await user.click(screen.getByRole("button", { name: "अपलोड करें" }));
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(
        expect.stringContaining("कृपया एक मान्य PDF फ़ाइल चुनें। इसकी सामग्री PDF फ़ाइल की नहीं है"),
      ),
    );
  });

  for (const [reason, why] of [
    ["not_pdf_name", "Its name does not end in .pdf."],
    ["not_pdf_content", "Its content is not that of a PDF file"],
  ] as const) {
    it(`says why the server refused the file as not a PDF (${reason})`, async () => {
      stubUpload(415, { error: { code: "unsupported_type", reason, message: "Please select a valid PDF file." } });
      stubSave(201);
      const user = renderPage();
      await user.upload(screen.getByLabelText("PDF file"), pdf());
      await user.click(screen.getByRole("button", { name: "Upload" }));
      const alert = await screen.findByRole("alert");
      await waitFor(() => expect(alert).toHaveTextContent("Upload failed"));
      expect(alert).toHaveTextContent(`Please select a valid PDF file. ${why}`);
    });
  }

  it("says the upload was too slow when the server stopped it, in Hindi too", async () => {
    stubUpload(408, { error: { code: "too_slow", message: "Too slow" } });
    const fetch = stubSave(201);
    const user = renderPage("hi");
    await user.upload(screen.getByLabelText("PDF फ़ाइल"), pdf());
    await user.click(screen.getByRole("button", { name: "अपलोड करें" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("अपलोड नहीं हो सका"));
    expect(alert).toHaveTextContent("अपलोड सर्वर तक बहुत धीरे पहुँचा");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says why the server would not read the PDF, in Hindi too", async () => {
    stubUpload(422, { errors: { file: ["too_complex"] } });
    const fetch = stubSave(201);
    const user = renderPage("hi");
    await user.upload(screen.getByLabelText("PDF फ़ाइल"), pdf());
    await user.click(screen.getByRole("button", { name: "अपलोड करें" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("अपलोड नहीं हो सका"));
    expect(alert).toHaveTextContent("सर्वर इसे सुरक्षित रूप से नहीं पढ़ सकता");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the admin to the login page when the session has ended", async () => {
    stubUpload(401, { error: { code: "unauthorized", message: "Sign in" } });
    const user = renderPage();
    await user.upload(screen.getByLabelText("PDF file"), pdf());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin/login?next=%2Fadmin%2Fupload&lang=en"));
  });
});
