// A PDF or a photo of an item: the one it names now (a link to open it, a preview of a photo),
// and a file input that checks the chosen file with the server's rules, uploads it with a
// progress bar, then names the uploaded file in the item. Nothing is saved until the item is.
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from "react";
import { ApiError } from "../../../lib/api";
import { imageProblems, pdfProblems } from "../../../lib/forms";
import { useLanguage } from "../../../lib/language";
import { useSession } from "../session";
import { uploadFacts, uploadFile, type UploadFacts } from "./content-api";
import { refusal, refusalText } from "../refusal";
import { ErrorList } from "./group-errors";
import { useEditor } from "./editor-context";
import type { PixelSize } from "./control-props";
import { controlId } from "./values";
import { textMessage } from "./text-summary";

type Upload =
  | { status: "idle" }
  | { status: "busy"; progress: number; name: string }
  | { status: "done"; name: string; size: number; pages?: number }
  | { status: "refused"; codes: string[] }
  /** The upload failed for a reason that is not the file's (`error`). */
  | { status: "failed"; error: unknown };

/** Status 408, 413 and 415 of the upload pipeline, as the file rules' codes. */
const CODE_OF_STATUS: Record<number, string> = { 408: "too_slow", 413: "too_large", 415: "unsupported_type" };

const fileName = (path: string) => decodeURIComponent(path.slice(path.lastIndexOf("/") + 1));

/** A size in KB or MB, in the page's digits. */
function sizeText(bytes: number, lang: string): string {
  const format = new Intl.NumberFormat(lang === "hi" ? "hi-IN" : "en-IN", { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${format.format(bytes / (1024 * 1024))} MB` : `${format.format(bytes / 1024)} KB`;
}

export function FileControl({ path, label, value, onChange, as, errors }: {
  path: string;
  label: ReactNode;
  value: string | undefined;
  onChange: (value: string, size?: PixelSize) => void;
  as: "pdf" | "photo";
  errors: readonly string[];
}) {
  const { t, lang } = useLanguage();
  const { expired } = useSession();
  const [upload, setUpload] = useState<Upload>({ status: "idle" });
  const { refuseFile } = useEditor();
  // The editor says a refused file in place of "required" while the field is empty.
  const refused = upload.status === "refused" ? upload.codes : undefined;
  useEffect(() => refuseFile(path, refused ?? []), [path, refused, refuseFile]);
  const stored = useUploadFacts(value);
  // What is said of the current file: the one just uploaded, as it was on this computer, or
  // the one the item names, as the server keeps it; not its server-made name.
  const shown =
    upload.status === "done"
      ? { name: upload.name, bytes: upload.size, pages: upload.pages }
      : stored && { name: stored.fileName, bytes: stored.bytes, pages: stored.pages ?? undefined };
  // What the server read of the PDF's text, once it has said it.
  const textSaid = as === "pdf" && stored?.text ? textMessage(t, stored.text) : undefined;
  const id = controlId(path);
  const currentId = useId();
  const textId = useId();
  const progressId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file may be chosen again after a failure
    if (!file) return;
    const codes = as === "pdf" ? await pdfProblems(file) : await imageProblems(file);
    if (codes.length > 0) {
      setUpload({ status: "refused", codes });
      return;
    }
    setUpload({ status: "busy", progress: 0, name: file.name });
    try {
      const { url, size, pages } = await uploadFile(file, as, (progress) => setUpload({ status: "busy", progress, name: file.name }));
      onChange(url, size);
      setUpload({ status: "done", name: file.name, size: file.size, pages });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        expired();
        return;
      }
      const status = error instanceof ApiError ? error.status : 0;
      const fieldCodes = error instanceof ApiError ? Object.values(error.fields).flat() : [];
      const codes = fieldCodes.length > 0 ? fieldCodes : status in CODE_OF_STATUS ? [CODE_OF_STATUS[status]] : [];
      setUpload(codes.length > 0 ? { status: "refused", codes } : { status: "failed", error });
    }
  };

  const messages = [
    ...new Set([
      ...errors,
      ...(upload.status === "refused" ? upload.codes.map((code) => t(`content.file.${code}`)) : []),
      ...(upload.status === "failed" ? [refusalText(t, refusal(upload.error, "content.file.upload_failed"))] : []),
    ]),
  ];
  const errorId = messages.length > 0 ? `${id}-error` : undefined;

  return (
    <div className={`form-field content-file${errorId ? " form-field--error" : ""}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <p id={currentId} className="content-file__current">
        {value ? (
          <>
            {as === "photo" && <img src={value} alt="" className="content-file__preview" width={96} height={96} />}
            <span>
              {t("content.file.current")}{" "}
              <a href={value} target="_blank" rel="noopener" lang="en">
                {shown?.name ?? fileName(value)}
              </a>
              {shown &&
                ` (${[sizeText(shown.bytes, lang), ...(shown.pages ? [t(shown.pages === 1 ? "content.file.onePage" : "content.file.pages", { count: shown.pages })] : [])].join(", ")})`}
            </span>
          </>
        ) : (
          t("content.file.none")
        )}
      </p>
      {textSaid && (
        <p id={textId} className={`content-file__text${textSaid.warns ? " content-file__text--warns" : ""}`}
          role={upload.status === "done" ? "status" : undefined}
        >
          {textSaid.text}
        </p>
      )}
      {errorId && <ErrorList id={errorId} messages={messages} />}
      <input
        id={id}
        type="file"
        className="form-field__input"
        accept={as === "pdf" ? "application/pdf,.pdf" : "image/jpeg,image/png,image/webp"}
        aria-describedby={[currentId, textSaid && textId, errorId].filter(Boolean).join(" ")}
        aria-invalid={errorId ? true : undefined}
        disabled={upload.status === "busy"}
        onChange={(event) => void choose(event)}
      />
      {upload.status === "busy" && (
        <div className="admin-progress">
          <label htmlFor={progressId}>{t("content.file.uploading", { name: upload.name })}</label>
          <progress id={progressId} max={1} value={upload.progress} />
        </div>
      )}
      {upload.status === "done" && (
        <p role="status" className="content-file__done">
          {t("content.file.uploaded", { name: upload.name })}
        </p>
      )}
    </div>
  );
}

/** The facts of the uploaded file at `url`, once the server has said them; none for a file of
 * the build (`/files/…`, named as it is) or while they are asked for. */
function useUploadFacts(url: string | undefined): UploadFacts | undefined {
  const [facts, setFacts] = useState<{ url: string; facts: UploadFacts }>();
  useEffect(() => {
    if (!url?.startsWith("/uploads/")) return;
    let live = true;
    uploadFacts(url).then(
      (answer) => live && setFacts({ url, facts: answer }),
      () => undefined, // the server-made name stays: the file still opens from its link
    );
    return () => {
      live = false;
    };
  }, [url]);
  return facts && facts.url === url ? facts.facts : undefined;
}
