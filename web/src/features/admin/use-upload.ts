// Sending the hoarding circular (spec §4, §8): POST /api/upload with the file (progress from
// XMLHttpRequest), then POST /api/hoarding with the address the server gave it.
import { useCallback, useState } from "react";
import { ApiError, sendForm, sendJson } from "../../lib/api";
import { useSession } from "./session";

export type UploadState =
  | { status: "idle" }
  | { status: "busy"; progress: number }
  | { status: "success"; url: string }
  /** `step` is the call that failed, `error` why; `detail` a validation code of the file the
   * server refused. */
  | { status: "error"; step: "upload" | "save"; error: unknown; detail?: UploadDetail };

type UploadDetail = "too_large" | "not_pdf_name" | "not_pdf_content" | "too_slow" | "too_complex";

/** 408: the server stopped an upload that arrived slower than its minimum rate. */
const DETAIL_OF_STATUS: Record<number, UploadDetail> = { 408: "too_slow", 413: "too_large", 415: "not_pdf_content" };

/** Why the server refused a file that is not a PDF: its answer's `reason`, wasm-core's code. */
const REASONS: readonly UploadDetail[] = ["not_pdf_name", "not_pdf_content"];

/** Codes of the `file` field of a 422: a PDF the server would not read to the end (a "PDF bomb"). */
const FILE_CODES: readonly UploadDetail[] = ["too_complex"];

/** What the refusal `error` says of the file, as a validation code. */
function detailOf(error: unknown): UploadDetail | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const reason = REASONS.find((code) => code === error.details.reason);
  const field = FILE_CODES.find((code) => error.fields.file?.includes(code));
  return reason ?? field ?? DETAIL_OF_STATUS[error.status];
}

const isExpired = (error: unknown) => error instanceof ApiError && error.status === 401;

function isUploadAnswer(value: unknown): value is { url: string } {
  return typeof value === "object" && value !== null && typeof (value as { url?: unknown }).url === "string";
}

/** The state of the upload and `upload(file)`; a 401 on either call ends the session here. */
export function useUpload(): { state: UploadState; upload: (file: File) => Promise<boolean> } {
  const { expired } = useSession();
  const [state, setState] = useState<UploadState>({ status: "idle" });

  const upload = useCallback(
    async (file: File): Promise<boolean> => {
      setState({ status: "busy", progress: 0 });
      const form = new FormData();
      form.append("file", file, file.name);
      let url: string;
      try {
        const answer = await sendForm<unknown>("POST", "/upload", form, (progress) => setState({ status: "busy", progress }));
        if (!isUploadAnswer(answer)) throw new ApiError(200, "bad_answer", "Unexpected answer from /upload");
        url = answer.url;
      } catch (error) {
        if (isExpired(error)) {
          expired();
          return false;
        }
        setState({ status: "error", step: "upload", error, detail: detailOf(error) });
        return false;
      }
      try {
        await sendJson("POST", "/hoarding", { url });
      } catch (error) {
        if (isExpired(error)) {
          expired();
          return false;
        }
        setState({ status: "error", step: "save", error });
        return false;
      }
      setState({ status: "success", url });
      return true;
    },
    [expired],
  );

  return { state, upload };
}
