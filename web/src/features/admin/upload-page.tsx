// /admin/upload: the hoarding circular as a PDF, checked here with the server's rules (name,
// first bytes, size), then uploaded with a progress bar and saved as the current circular.
import { useRef, useState, type FormEvent } from "react";
import { Link } from "../../components/link";
import type { PageProps } from "../../lib/page-props";
import { pdfProblems } from "../../lib/forms";
import { useLanguage } from "../../lib/language";
import { ErrorSummary } from "../../components/forms/error-summary";
import { FormField } from "../../components/forms/form-field";
import { PDF_MAX_MB, problemMessages } from "./problem-messages";
import { refusal } from "./refusal";
import { RefusalMessage } from "./refusal-message";
import { useUpload, type UploadState } from "./use-upload";

const FILE_ID = "upload-file";

function UploadOutcome({ state }: { state: UploadState }) {
  const { t, localize } = useLanguage();
  return (
    <>
      <div role="status" className="admin-message admin-message--success">
        {state.status === "success" && (
          <>
            <p>{t("upload.success")}</p>
            <p>
              <Link to={localize("/hoarding")}>{t("upload.viewHoarding")}</Link>
            </p>
          </>
        )}
      </div>
      <div role="alert" className="admin-message admin-message--error">
        {state.status === "error" &&
          (state.detail ? (
            <>
              <p>{t(state.step === "upload" ? "upload.failed" : "upload.saveFailed")}</p>
              <p>{problemMessages(t, "file", [state.detail])[0]}</p>
            </>
          ) : (
            <RefusalMessage refusal={refusal(state.error, state.step === "upload" ? "upload.failed" : "upload.saveFailed")} />
          ))}
      </div>
    </>
  );
}

export function UploadPage(_props: PageProps) {
  const { t } = useLanguage();
  const { state, upload } = useUpload();
  const [problems, setProblems] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setChecking(true);
    const found = await pdfProblems(file);
    setChecking(false);
    setProblems(found);
    if (!file || found.length > 0) {
      input.current?.focus();
      return;
    }
    // On success the picker is cleared, ready for the next circular.
    if ((await upload(file)) && input.current) input.current.value = "";
  };

  const busy = state.status === "busy";
  const messages = problemMessages(t, "file", problems);
  return (
    <form className="admin-form admin-upload" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary entries={messages.map((message) => ({ fieldId: FILE_ID, message }))} />
      <FormField
        ref={input}
        id={FILE_ID}
        name="file"
        type="file"
        accept="application/pdf,.pdf"
        label={t("upload.fileLabel")}
        hint={t("upload.hint", { max: PDF_MAX_MB })}
        errors={messages}
        required
      />
      <button type="submit" className="button button--filled" disabled={busy || checking}>
        {busy ? t("upload.uploading") : t("upload.submit")}
      </button>
      {busy && (
        <div className="admin-progress">
          <label htmlFor="upload-progress">{t("upload.progress")}</label>
          <progress id="upload-progress" max={1} value={state.progress} />
        </div>
      )}
      <UploadOutcome state={state} />
    </form>
  );
}
